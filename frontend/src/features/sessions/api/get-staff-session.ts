import type { StaffSession } from '@enroll/domain';
import { sessionKeys } from '../../../api/sessions/session-keys.ts';
import { getVersioned, recordPath, useFreshRead, type Versioned } from '../../../api/versioned-queries.ts';

/** A session as just read, with the version an update sends as If-Match. */
export type VersionedSession = Versioned<'session', StaffSession>;

/** GET /api/sessions/staff/{id} (Admin and up): the session the edit form starts from (404 unknown id). */
export function getStaffSession(id: string): Promise<VersionedSession> {
  return getVersioned('session', recordPath('sessions', id, 'staff'));
}

export function useStaffSession(id: string) {
  return useFreshRead(sessionKeys.detail(id), () => getStaffSession(id));
}
