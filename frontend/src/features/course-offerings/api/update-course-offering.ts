import { type CourseOfferingSubmit, courseOfferingId } from '@enroll/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseSetupKeys } from '../../../api/course-setup/query-keys.ts';
import { sendVersioned } from '../../../api/versioned-queries.ts';
import type { VersionedCourseOffering } from './get-course-offering-setup.ts';

export interface UpdateCourseOfferingRequest {
  values: CourseOfferingSubmit;
  /** The ETag of the read the edit started from: a save made since by someone else answers 409. */
  etag: string | null;
}

/** PUT /api/courses/{sessionId}_{siteId} with If-Match: a later save of the offering. */
export function updateCourseOffering({
  values,
  etag,
}: UpdateCourseOfferingRequest): Promise<VersionedCourseOffering> {
  const id = courseOfferingId(values.LeloRegistrationProfile, values.siteId);
  return sendVersioned('setup', `/api/courses/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: values,
    etag,
  });
}

/** A save of an offering (the first or a later one): the learning center list (its course counts) and the offering are read afresh. */
export function useCourseOfferingSave<Variables>(
  mutationFn: (variables: Variables) => Promise<VersionedCourseOffering>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: courseSetupKeys.all }),
  });
}

export function useUpdateCourseOffering() {
  return useCourseOfferingSave(updateCourseOffering);
}
