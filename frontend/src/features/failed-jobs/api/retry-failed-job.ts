import type { FailedJob } from '@enroll/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failedJobKeys } from '../../../api/failed-jobs/query-keys.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/failed-jobs/{id}/retry: back on its queue (or the agreement requested again); 404 when gone. */
export function retryFailedJob(id: string): Promise<FailedJob> {
  return apiFetch<FailedJob>(`/api/failed-jobs/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
    json: {},
  });
}

export function useRetryFailedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryFailedJob,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: failedJobKeys.list() }),
  });
}
