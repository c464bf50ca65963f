import type { LocationQuery, PublicSite } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

function searchParams(brandName: string, query: LocationQuery): URLSearchParams {
  const params = new URLSearchParams({ brand: brandName });
  if (query.kind === 'zip') params.set('zip', query.zip);
  else if (query.kind === 'state') params.set('state', query.state);
  else params.set('q', query.text);
  return params;
}

/**
 * GET /api/sites: the brand's learning centers near a ZIP code (nearest first, with distance),
 * in a state (by name) or matching a text.
 */
export function searchSites(brandName: string, query: LocationQuery): Promise<PublicSite[]> {
  return apiFetch<PublicSite[]>(`/api/sites?${searchParams(brandName, query).toString()}`);
}

/** Idle while `query` is null; a failed search is shown as no results, so it is not retried. */
export function useSearchSites(brandName: string, query: LocationQuery | null) {
  return useQuery({
    queryKey: ['sites', 'search', brandName, query],
    queryFn: () => (query ? searchSites(brandName, query) : Promise.resolve([])),
    enabled: query !== null,
    retry: false,
  });
}
