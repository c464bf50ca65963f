import type { Session, StaffSession } from '@enroll/domain';
import { sessionKeys } from '../../../api/sessions/session-keys.ts';
import { recordWrites, type VersionedWrite } from '../../../api/versioned-queries.ts';
import type { VersionedSession } from './get-staff-session.ts';

export type UpdateSessionRequest = VersionedWrite<'values', Session>;

/** The save of /editLELO: the edit read keeps the saved version; the list and sidebar read afresh. */
const sessionWrites = recordWrites<'session', StaffSession>('sessions', 'session', sessionKeys.detail, {
  queryKey: sessionKeys.list(),
  exact: true,
});

/** PUT /api/sessions/{id} with If-Match; answers the saved session and its new ETag. */
export function updateSession(request: UpdateSessionRequest): Promise<VersionedSession> {
  return sessionWrites.put(request, request.values);
}

export function useUpdateSession() {
  return sessionWrites.useSave(updateSession);
}
