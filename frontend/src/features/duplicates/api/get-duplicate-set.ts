import type { DuplicateSetResponse, RecordRef } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { duplicateKeys } from '../../../api/duplicates/query-keys.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * GET /api/duplicates/{kind}/{id} (Contributor+): the open set the record is in, its records side by
 * side (set null when it has none); 404 for a record of another charter or none.
 */
export function getDuplicateSet(ref: RecordRef): Promise<DuplicateSetResponse> {
  return apiFetch<DuplicateSetResponse>(
    `/api/duplicates/${encodeURIComponent(ref.kind)}/${encodeURIComponent(ref.id)}`,
    { cache: 'no-store', expectedStatuses: [404] },
  );
}

/** The record's set, read afresh at each opening: a flag may have been answered meanwhile. */
export function useDuplicateSet(ref: RecordRef) {
  return useQuery({
    queryKey: [...duplicateKeys.sets(), ref.kind, ref.id],
    queryFn: () => getDuplicateSet(ref),
    staleTime: 0,
    retry: false,
  });
}
