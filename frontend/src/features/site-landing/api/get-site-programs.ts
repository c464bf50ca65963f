import type { SiteProgram } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/sites/{id}/programs: the site's programs for its brand, in display order. */
export function getSitePrograms(siteId: string): Promise<SiteProgram[]> {
  return apiFetch<SiteProgram[]>(`/api/sites/${encodeURIComponent(siteId)}/programs`);
}

export function useSitePrograms(siteId: string | null) {
  return useQuery({
    queryKey: ['site', siteId, 'programs'],
    queryFn: () => getSitePrograms(siteId ?? ''),
    enabled: Boolean(siteId),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
