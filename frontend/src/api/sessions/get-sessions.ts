import type { SessionSummary } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';
import { sessionKeys } from './session-keys.ts';

export type { SessionSummary };

/** GET /api/sessions (staff): every session, Active and Inactive, by name. */
export function getSessions(): Promise<SessionSummary[]> {
  return apiFetch<SessionSummary[]>('/api/sessions');
}

export function useSessions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: sessionKeys.list(),
    queryFn: getSessions,
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
