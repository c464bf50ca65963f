import type { UserPermission } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';
import { permissionKeys } from './query-keys.ts';

/** A permission as just read, with the version a later PUT sends as If-Match. */
export interface VersionedUser {
  user: UserPermission;
  /** The ETag header; null when it could not be read (the PUT then goes without If-Match). */
  etag: string | null;
}

/** GET /api/user/{id} with its ETag. */
export async function getUser(id: string): Promise<VersionedUser> {
  const { body, headers } = await apiFetchWithHeaders<UserPermission>(`/api/user/${encodeURIComponent(id)}`, {
    cache: 'no-store',
  });
  return { user: body, etag: headers.get('ETag') };
}

/** The permission the 'Update User Permission' dialog edits, read fresh each time it opens. */
export function useVersionedUser(id: string) {
  return useQuery({
    queryKey: permissionKeys.user(id),
    queryFn: () => getUser(id),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
