import type { CourseOfferingSubmit, StaffCourseOffering } from '@enroll/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseSetupKeys } from '../../../api/course-setup/query-keys.ts';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';
import type { VersionedCourseOffering } from './get-course-offering-setup.ts';

/** POST /api/courses: the first save of a learning center's offering in a session. */
export async function createCourseOffering(values: CourseOfferingSubmit): Promise<VersionedCourseOffering> {
  const { body, headers } = await apiFetchWithHeaders<StaffCourseOffering>('/api/courses', {
    method: 'POST',
    json: values,
  });
  return { setup: body, etag: headers.get('ETag') };
}

/** The learning center list (its course counts) and the offering are read afresh after a save. */
export function useCreateCourseOffering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourseOffering,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: courseSetupKeys.all }),
  });
}
