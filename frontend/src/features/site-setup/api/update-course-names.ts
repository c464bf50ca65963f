import type { CourseNamesInput, CourseNamesSetup } from '@enroll/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leloTemplateKeys } from '../../../api/lelo-templates/query-keys.ts';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';
import { courseNamesPath } from './get-course-names.ts';
import type { Versioned } from './template-path.ts';

export interface UpdateCourseNamesRequest {
  charterId: string;
  values: CourseNamesInput;
  /** The ETag of the read the edit started from (the charter's). */
  etag: string | null;
}

/** PUT /api/charters/{charter_id}/course-names with If-Match: blank Spanish names are removed. */
export async function updateCourseNames({
  charterId,
  values,
  etag,
}: UpdateCourseNamesRequest): Promise<Versioned<CourseNamesSetup>> {
  const { body, headers } = await apiFetchWithHeaders<CourseNamesSetup>(courseNamesPath(charterId), {
    method: 'PUT',
    json: values,
    headers: etag ? { 'If-Match': etag } : undefined,
  });
  return { template: body, etag: headers.get('ETag') };
}

/** The screen goes on from the saved names and their new ETag. */
export function useUpdateCourseNames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCourseNames,
    onSuccess: (saved, { charterId }) =>
      queryClient.setQueryData(leloTemplateKeys.courseNames(charterId), saved),
  });
}
