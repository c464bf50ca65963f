import type { CourseOfferingSubmit } from '@enroll/domain';
import { sendVersioned } from '../../../api/versioned-queries.ts';
import type { VersionedCourseOffering } from './get-course-offering-setup.ts';
import { useCourseOfferingSave } from './update-course-offering.ts';

/** POST /api/courses: the first save of a learning center's offering in a session. */
export function createCourseOffering(values: CourseOfferingSubmit): Promise<VersionedCourseOffering> {
  return sendVersioned('setup', '/api/courses', { method: 'POST', json: values });
}

export function useCreateCourseOffering() {
  return useCourseOfferingSave(createCourseOffering);
}
