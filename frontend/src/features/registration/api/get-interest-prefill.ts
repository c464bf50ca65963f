import type { InterestPrefill } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/enrollment/public/{uuid}: what the wizard pre-fills from an interest entry; 404 when unknown. */
export function getInterestPrefill(uuid: string): Promise<InterestPrefill> {
  return apiFetch<InterestPrefill>(`/api/enrollment/public/${encodeURIComponent(uuid)}`);
}

/** Idle while `uuid` is null. A 404 or a failure is not retried: the wizard then starts empty. */
export function useInterestPrefill(uuid: string | null) {
  return useQuery({
    queryKey: ['interest-prefill', uuid],
    queryFn: () => getInterestPrefill(uuid ?? ''),
    enabled: uuid !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
