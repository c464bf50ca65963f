import type { PublicSite } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client.ts';

/** GET /api/sites/{id}: one learning center; 404 when the id is unknown. */
export function getSite(id: string): Promise<PublicSite> {
  return apiFetch<PublicSite>(`/api/sites/${encodeURIComponent(id)}`);
}

export function useSite(id: string | null) {
  return useQuery({
    queryKey: ['site', id],
    queryFn: () => getSite(id ?? ''),
    enabled: Boolean(id),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
