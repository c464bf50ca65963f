import type { PublicLeloSession } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/sessions/{permalink}: the session the page address names (its name for the heading); 404 when unknown. */
export function getSession(permalink: string): Promise<PublicLeloSession> {
  return apiFetch<PublicLeloSession>(`/api/sessions/${encodeURIComponent(permalink)}`);
}

export function useSession(permalink: string) {
  return useQuery({
    queryKey: ['pre-registration', 'session', permalink],
    queryFn: () => getSession(permalink),
  });
}
