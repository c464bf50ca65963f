import type { StaffSession } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { sessionKeys } from '../../../api/sessions/session-keys.ts';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';

/** A session as just read, with the version an update sends as If-Match. */
export interface VersionedSession {
  session: StaffSession;
  /** The ETag header: a change made by someone else since this read is refused with 409. */
  etag: string | null;
}

/** GET /api/sessions/staff/{id} (Admin and up): the session the edit form starts from (404 unknown id). */
export async function getStaffSession(id: string): Promise<VersionedSession> {
  const { body, headers } = await apiFetchWithHeaders<StaffSession>(
    `/api/sessions/staff/${encodeURIComponent(id)}`,
    { cache: 'no-store' },
  );
  return { session: body, etag: headers.get('ETag') };
}

export function useStaffSession(id: string) {
  return useQuery({
    queryKey: sessionKeys.detail(id),
    queryFn: () => getStaffSession(id),
    staleTime: 0,
    retry: false,
  });
}
