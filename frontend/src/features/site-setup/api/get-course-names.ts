import type { CourseNamesSetup } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { leloTemplateKeys } from '../../../api/lelo-templates/query-keys.ts';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';
import type { Versioned } from './template-path.ts';

/** /api/charters/{charter_id}/course-names: the GET and PUT address of a charter's Spanish course names. */
export function courseNamesPath(charterId: string): string {
  return `/api/charters/${encodeURIComponent(charterId)}/course-names`;
}

/** GET /api/charters/{charter_id}/course-names: the catalog's course names with their Spanish names, with the charter's ETag. */
export async function getCourseNames(charterId: string): Promise<Versioned<CourseNamesSetup>> {
  const { body, headers } = await apiFetchWithHeaders<CourseNamesSetup>(courseNamesPath(charterId), {
    cache: 'no-store',
  });
  return { template: body, etag: headers.get('ETag') };
}

export function useCourseNames(charterId: string) {
  return useQuery({
    queryKey: leloTemplateKeys.courseNames(charterId),
    queryFn: () => getCourseNames(charterId),
    staleTime: 0,
    retry: false,
  });
}
