import type { DuplicatesResponse } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';
import { duplicateKeys } from './query-keys.ts';

/** GET /api/duplicates (Contributor+): the open sets and sibling links of the caller's charters. */
export function getDuplicates(): Promise<DuplicatesResponse> {
  return apiFetch<DuplicatesResponse>('/api/duplicates', { cache: 'no-store' });
}

/**
 * The open sets, for the 'Possible duplicates' screen and the sidebar's count (one query, so the two
 * always agree). Read again whenever a screen that shows them mounts: a flag lands a moment after
 * each write. `enabled` false (below Contributor) skips the call, which the API would refuse.
 */
export function useDuplicates(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: duplicateKeys.list(),
    queryFn: getDuplicates,
    staleTime: 0,
    enabled: options.enabled ?? true,
  });
}
