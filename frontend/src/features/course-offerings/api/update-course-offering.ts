import { type CourseOfferingSubmit, courseOfferingId, type StaffCourseOffering } from '@enroll/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseSetupKeys } from '../../../api/course-setup/query-keys.ts';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';
import type { VersionedCourseOffering } from './get-course-offering-setup.ts';

export interface UpdateCourseOfferingRequest {
  values: CourseOfferingSubmit;
  /** The ETag of the read the edit started from: a save made since by someone else answers 409. */
  etag: string | null;
}

/** PUT /api/courses/{sessionId}_{siteId} with If-Match: a later save of the offering. */
export async function updateCourseOffering({
  values,
  etag,
}: UpdateCourseOfferingRequest): Promise<VersionedCourseOffering> {
  const id = courseOfferingId(values.LeloRegistrationProfile, values.siteId);
  const { body, headers } = await apiFetchWithHeaders<StaffCourseOffering>(
    `/api/courses/${encodeURIComponent(id)}`,
    { method: 'PUT', json: values, headers: etag ? { 'If-Match': etag } : undefined },
  );
  return { setup: body, etag: headers.get('ETag') };
}

/** The learning center list (its course counts) and the offering are read afresh after a save. */
export function useUpdateCourseOffering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCourseOffering,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: courseSetupKeys.all }),
  });
}
