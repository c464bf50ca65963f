import type { SessionStatus } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';

/** A secondary enrollment session as GET /api/sessions lists it. */
export interface SessionSummary {
  _id: string;
  name: string;
  permalink: string;
  status: SessionStatus;
  schoolYear: string;
}

/** GET /api/sessions (staff): every session, Active and Inactive, by name. */
export function getSessions(): Promise<SessionSummary[]> {
  return apiFetch<SessionSummary[]>('/api/sessions');
}

export function useSessions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['staff', 'sessions'],
    queryFn: getSessions,
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
