import type { Session, StaffSession } from '@enroll/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../../../api/sessions/session-keys.ts';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';
import type { VersionedSession } from './get-staff-session.ts';

export interface UpdateSessionRequest {
  id: string;
  values: Session;
  /** The ETag of the read the edit started from: a change made since by someone else answers 409. */
  etag: string | null;
}

/** PUT /api/sessions/{id} with If-Match; answers the saved session and its new ETag. */
export async function updateSession({ id, values, etag }: UpdateSessionRequest): Promise<VersionedSession> {
  const { body, headers } = await apiFetchWithHeaders<StaffSession>(
    `/api/sessions/${encodeURIComponent(id)}`,
    { method: 'PUT', json: values, headers: etag ? { 'If-Match': etag } : undefined },
  );
  return { session: body, etag: headers.get('ETag') };
}

/** The save of /editLELO: the edit read keeps the saved version; the list and sidebar read afresh. */
export function useUpdateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSession,
    onSuccess: (saved, { id }) => {
      queryClient.setQueryData(sessionKeys.detail(id), saved);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.list(), exact: true });
    },
  });
}
