import type { StaffSession } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { sessionKeys } from '../../../api/sessions/session-keys.ts';
import { freshRead } from '../../../api/versioned-queries.ts';
import { getVersioned, type Versioned } from '../../../lib/api-client.ts';

/** A session as just read, with the version an update sends as If-Match. */
export type VersionedSession = Versioned<'session', StaffSession>;

/** GET /api/sessions/staff/{id} (Admin and up): the session the edit form starts from (404 unknown id). */
export function getStaffSession(id: string): Promise<VersionedSession> {
  return getVersioned('session', `/api/sessions/staff/${encodeURIComponent(id)}`);
}

export function useStaffSession(id: string) {
  return useQuery({ queryKey: sessionKeys.detail(id), queryFn: () => getStaffSession(id), ...freshRead });
}
