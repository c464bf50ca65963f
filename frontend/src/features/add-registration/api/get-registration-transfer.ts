import type { RegistrationHandover } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { interestKeys } from '../../../api/interests/query-keys.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/registration-transfers/{id}: what a transfer carried (404 for an unknown id or another charter). */
export function getRegistrationTransfer(transferId: string): Promise<RegistrationHandover> {
  return apiFetch<RegistrationHandover>(`/api/registration-transfers/${encodeURIComponent(transferId)}`, {
    cache: 'no-store',
  });
}

/**
 * The hand-over of `?transfer=`; nothing is read without one. A hand-over is a snapshot that never
 * changes, so it is read once: a later refetch could only take the form it started away.
 */
export function useRegistrationTransfer(transferId: string | null) {
  return useQuery({
    queryKey: interestKeys.transfer(transferId ?? ''),
    queryFn: () => getRegistrationTransfer(transferId ?? ''),
    enabled: transferId !== null && transferId !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
