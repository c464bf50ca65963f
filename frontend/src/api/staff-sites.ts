import type { StaffSiteOption } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client.ts';

/**
 * One search of GET /api/staff/sites (domain staffSiteSearchSchema takes exactly one of the three):
 * by ZIP within a radius, by text over name, charter and address, or every site of one charter.
 */
export type StaffSiteQuery = { zip: string; radius: number } | { q: string } | { charterId: string };

function searchParams(query: StaffSiteQuery): URLSearchParams {
  if ('zip' in query) return new URLSearchParams({ zip: query.zip, radius: String(query.radius) });
  if ('q' in query) return new URLSearchParams({ q: query.q });
  return new URLSearchParams({ charterId: query.charterId });
}

/** GET /api/staff/sites: the learning centers of the caller's charters (a Super Admin's: all) matching `query`. */
export function searchStaffSites(query: StaffSiteQuery): Promise<StaffSiteOption[]> {
  return apiFetch<StaffSiteOption[]>(`/api/staff/sites?${searchParams(query).toString()}`);
}

export const staffSiteKeys = {
  all: ['staff-sites'] as const,
  search: (query: StaffSiteQuery) => [...staffSiteKeys.all, query] as const,
};

/** The sites of `query`; nothing is asked while `query` is null (no search made yet, no charter chosen). */
export function useStaffSites(query: StaffSiteQuery | null) {
  return useQuery({
    queryKey: staffSiteKeys.search(query ?? { q: '' }),
    queryFn: () => searchStaffSites(query ?? { q: '' }),
    enabled: query !== null,
    retry: false,
    staleTime: 60_000,
  });
}
