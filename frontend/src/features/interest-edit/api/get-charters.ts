import type { CharterOption } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * GET /api/charters (any signed-in staff member): every active charter, for a Super Admin's charter
 * picker. Features do not share code, so this is the Edit Interest page's own reader of that list.
 */
export function useAllCharters(enabled: boolean) {
  return useQuery({
    queryKey: ['charters'],
    queryFn: () => apiFetch<CharterOption[]>('/api/charters'),
    enabled,
    staleTime: 5 * 60_000,
  });
}
