import type { DuplicateMerge, DuplicateMergesResponse } from '@enroll/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { duplicateKeys } from '../../../api/duplicates/query-keys.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { refreshAfterMerge } from './merge-duplicates.ts';

/** GET /api/duplicates/merges (Contributor+): the merges of the caller's charters that can still be undone, newest first. */
export function getMerges(): Promise<DuplicateMergesResponse> {
  return apiFetch<DuplicateMergesResponse>('/api/duplicates/merges', { cache: 'no-store' });
}

export function useMerges() {
  return useQuery({ queryKey: duplicateKeys.merges(), queryFn: getMerges, staleTime: 0 });
}

/**
 * POST /api/duplicates/merges/{id}/undo (Admin+): every record back as it was. 409
 * 'duplicates.merge.alreadyUndone' or 'duplicates.merge.tooOld'.
 */
export function undoMerge(id: string): Promise<DuplicateMerge> {
  return apiFetch<DuplicateMerge>(`/api/duplicates/merges/${encodeURIComponent(id)}/undo`, {
    method: 'POST',
    json: {},
    expectedStatuses: [409],
  });
}

export function useUndoMerge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoMerge,
    retry: false,
    onSuccess: () => refreshAfterMerge(queryClient),
  });
}
