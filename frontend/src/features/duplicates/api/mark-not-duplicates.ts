import type { NotDuplicatesInput, NotDuplicatesResponse } from '@enroll/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { duplicateKeys } from '../../../api/duplicates/query-keys.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * POST /api/duplicates/not-duplicates: the chosen records of one set are not duplicates, and why.
 * 400 with field errors, 409 'duplicates.conflict' when a flag changed meanwhile.
 */
export function markNotDuplicates(input: NotDuplicatesInput): Promise<NotDuplicatesResponse> {
  return apiFetch<NotDuplicatesResponse>('/api/duplicates/not-duplicates', {
    method: 'POST',
    json: input,
    expectedStatuses: [400, 409],
  });
}

export function useMarkNotDuplicates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotDuplicates,
    retry: false,
    onSuccess: async () => {
      // The open set's page is left at once: its view is marked stale, read again at the next opening.
      await queryClient.invalidateQueries({ queryKey: duplicateKeys.sets(), refetchType: 'none' });
      // The list and the sidebar's count (one query) lose the answered set.
      await queryClient.invalidateQueries({ queryKey: duplicateKeys.list() });
    },
  });
}
