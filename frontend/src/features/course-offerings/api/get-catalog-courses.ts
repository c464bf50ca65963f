import type { CatalogCourse, CatalogCoursesResponse, CatalogFilter } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { courseSetupKeys } from '../../../api/course-setup/query-keys.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** One edition and level of a charter's catalog: what a setup panel lists. */
export type PanelCatalogFilter = Required<CatalogFilter>;

/**
 * GET /api/v1/config/course_catalog?charter_id&school_year&catalog_term&course_type: the catalog courses
 * of one edition and level, by name (the configuration service's envelope `{ data: { data } }`).
 */
export async function getCatalogCourses(filter: PanelCatalogFilter): Promise<CatalogCourse[]> {
  const query = new URLSearchParams({ ...filter });
  const { data } = await apiFetch<CatalogCoursesResponse>(`/api/v1/config/course_catalog?${query}`);
  return data.data;
}

/** Idle until the year and term are chosen; the catalog changes rarely, so it is kept for the screen's life. */
export function useCatalogCourses(filter: PanelCatalogFilter) {
  return useQuery({
    queryKey: courseSetupKeys.catalogCourses(filter),
    queryFn: () => getCatalogCourses(filter),
    enabled: filter.charter_id !== '' && filter.school_year !== '' && filter.catalog_term !== '',
    staleTime: 10 * 60_000,
  });
}
