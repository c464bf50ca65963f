import type { CatalogOptions, CatalogOptionsResponse } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { courseSetupKeys } from '../../../api/course-setup/query-keys.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/v1/config/course_catalog_options?charter_id: the years, terms and course types of its catalog. */
export async function getCatalogOptions(charterId: string): Promise<CatalogOptions> {
  const query = new URLSearchParams({ charter_id: charterId });
  const { data } = await apiFetch<CatalogOptionsResponse>(`/api/v1/config/course_catalog_options?${query}`);
  return data;
}

/** Idle until the charter is known; the catalog changes rarely, so it is kept for the screen's life. */
export function useCatalogOptions(charterId: string) {
  return useQuery({
    queryKey: courseSetupKeys.catalogOptions(charterId),
    queryFn: () => getCatalogOptions(charterId),
    enabled: charterId !== '',
    staleTime: 10 * 60_000,
  });
}
