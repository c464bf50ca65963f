import type { PublicLeloSession } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/sessions/{permalink}: the session and whether it takes registrations today; 404 when unknown. */
export function getLeloSession(permalink: string): Promise<PublicLeloSession> {
  return apiFetch<PublicLeloSession>(`/api/sessions/${encodeURIComponent(permalink)}`);
}

/** Idle while `permalink` is null. Fetched again on each page visit so a session that closed is noticed. */
export function useLeloSession(permalink: string | null) {
  return useQuery({
    queryKey: ['lelo-session', permalink],
    queryFn: () => getLeloSession(permalink ?? ''),
    enabled: permalink !== null,
    staleTime: 0,
  });
}
