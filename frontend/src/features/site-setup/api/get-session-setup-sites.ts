import type { SessionSetupSites } from '@enroll/domain';
import { courseSetupKeys } from '../../../api/course-setup/query-keys.ts';
import { useFreshRead } from '../../../api/versioned-queries.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * GET /api/courses/setup/{sessionId} (Contributor and up): the session and the learning centers the
 * caller may set up, with their course counts (Super Admin every site, others their charters' only).
 */
export function getSessionSetupSites(sessionId: string): Promise<SessionSetupSites> {
  return apiFetch<SessionSetupSites>(`/api/courses/setup/${encodeURIComponent(sessionId)}`, {
    cache: 'no-store',
  });
}

export function useSessionSetupSites(sessionId: string) {
  return useFreshRead(courseSetupKeys.sites(sessionId), () => getSessionSetupSites(sessionId));
}
