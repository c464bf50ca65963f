import { isExportJobFinished, type MyExports } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';
import { exportKeys } from './query-keys.ts';

/** How often the list is read again while one of its exports is still being written. */
const RUNNING_REFRESH_MS = 2000;

/** GET /api/exports: the caller's exports of the last day, newest first. */
export function getMyExports(): Promise<MyExports> {
  return apiFetch<MyExports>('/api/exports', { cache: 'no-store' });
}

/** The caller's exports, read again every two seconds while one is queued or running. */
export function useMyExports(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: exportKeys.mine(),
    queryFn: getMyExports,
    staleTime: 0,
    enabled: options.enabled ?? true,
    refetchInterval: (query) =>
      query.state.data?.exports.some((job) => !isExportJobFinished(job.status)) ? RUNNING_REFRESH_MS : false,
  });
}
