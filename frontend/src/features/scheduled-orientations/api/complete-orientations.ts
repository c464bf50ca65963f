import type { BatchStatusUpdateRequest, BatchStatusUpdateResponse } from '@enroll/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registrationKeys } from '../../../api/registrations/query-keys.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * PATCH /api/registration/batch-status-update ('Set to Completed Orientation'): each selected row with
 * the ETag it was listed with. The server completes each row on its own and answers every row's outcome.
 */
export function completeOrientations(request: BatchStatusUpdateRequest): Promise<BatchStatusUpdateResponse> {
  return apiFetch<BatchStatusUpdateResponse>('/api/registration/batch-status-update', {
    method: 'PATCH',
    json: request,
  });
}

/**
 * The batch completion. Afterwards the lists are read again (completed rows leave the orientations
 * list; a refused one comes back with its current ETag), and so is each row's detail.
 */
export function useCompleteOrientations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOrientations,
    onSettled: async (_answer, _error, { selectedItems }) => {
      for (const { id } of selectedItems)
        void queryClient.invalidateQueries({ queryKey: registrationKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: registrationKeys.lists() });
    },
  });
}
