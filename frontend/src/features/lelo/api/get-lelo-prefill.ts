import type { LeloPrefill } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/leloRegistration/{uuid}: a staff pre-registration; 409 when already signed, 404 when unknown. */
export function getLeloPrefill(uuid: string): Promise<LeloPrefill> {
  return apiFetch<LeloPrefill>(`/api/leloRegistration/${encodeURIComponent(uuid)}`);
}

/** Idle while `uuid` is null; never retried (a 404 leaves the form empty, a 409 shows its message). */
export function useLeloPrefill(uuid: string | null) {
  return useQuery({
    queryKey: ['lelo-prefill', uuid],
    queryFn: () => getLeloPrefill(uuid ?? ''),
    enabled: uuid !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
