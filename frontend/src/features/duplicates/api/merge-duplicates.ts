import type { DuplicateMerge, MergeDuplicatesInput } from '@enroll/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { duplicateKeys } from '../../../api/duplicates/query-keys.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * POST /api/duplicates/merges: the survivor, the records merged into it, whose value it keeps per
 * field and the versions seen. 400 with field errors; 409 'duplicates.conflict' when a record changed
 * since the set was read.
 */
export function mergeDuplicates(input: MergeDuplicatesInput): Promise<DuplicateMerge> {
  return apiFetch<DuplicateMerge>('/api/duplicates/merges', {
    method: 'POST',
    json: input,
    expectedStatuses: [400, 409],
  });
}

/** A merge or its undo changes the sets, the list (and the sidebar's count, one query) and the merges. */
export async function refreshAfterMerge(queryClient: ReturnType<typeof useQueryClient>): Promise<void> {
  // The set's page is left at once: its view is marked stale, read again at the next opening.
  await queryClient.invalidateQueries({ queryKey: duplicateKeys.sets(), refetchType: 'none' });
  await queryClient.invalidateQueries({ queryKey: duplicateKeys.list() });
  await queryClient.invalidateQueries({ queryKey: duplicateKeys.merges() });
}

export function useMergeDuplicates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeDuplicates,
    retry: false,
    onSuccess: () => refreshAfterMerge(queryClient),
  });
}
