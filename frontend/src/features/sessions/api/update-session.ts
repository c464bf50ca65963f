import type { Session } from '@enroll/domain';
import { sessionKeys } from '../../../api/sessions/session-keys.ts';
import { useVersionedSave } from '../../../api/versioned-queries.ts';
import { sendVersioned } from '../../../lib/api-client.ts';
import type { VersionedSession } from './get-staff-session.ts';

export interface UpdateSessionRequest {
  id: string;
  values: Session;
  /** The ETag of the read the edit started from: a change made since by someone else answers 409. */
  etag: string | null;
}

/** PUT /api/sessions/{id} with If-Match; answers the saved session and its new ETag. */
export function updateSession({ id, values, etag }: UpdateSessionRequest): Promise<VersionedSession> {
  return sendVersioned('session', `/api/sessions/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: values,
    etag,
  });
}

/** The save of /editLELO: the edit read keeps the saved version; the list and sidebar read afresh. */
export function useUpdateSession() {
  return useVersionedSave(updateSession, ({ id }) => sessionKeys.detail(id), {
    queryKey: sessionKeys.list(),
    exact: true,
  });
}
