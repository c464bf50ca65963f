import type { FailedJobList } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';
import { failedJobKeys } from './query-keys.ts';

/** GET /api/failed-jobs (Admin+): the jobs in the poison queues the caller may see, with their count. */
export function getFailedJobs(): Promise<FailedJobList> {
  return apiFetch<FailedJobList>('/api/failed-jobs', { cache: 'no-store' });
}

export function useFailedJobs(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: failedJobKeys.list(),
    queryFn: getFailedJobs,
    staleTime: 0,
    enabled: options.enabled ?? true,
  });
}
