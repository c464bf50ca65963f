import type { UserPermission } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { permissionKeys } from './query-keys.ts';

/** A permission as just read, with the version a later PUT sends as If-Match. */
export interface VersionedUser {
  user: UserPermission;
  /** The ETag header; null when it could not be read (the PUT then goes without If-Match). */
  etag: string | null;
}

/**
 * GET /api/user/{id} with its ETag. apiFetch answers the body only, so the plain JSON success is read
 * here; anything else (an error, a signed-out redirect) goes through apiFetch, which throws the
 * ApiError, reports it and ends the session like every other staff call.
 */
export async function getUser(id: string): Promise<VersionedUser> {
  const path = `/api/user/${encodeURIComponent(id)}`;
  try {
    const response = await fetch(path, { headers: { Accept: 'application/json' }, cache: 'no-store' });
    const isJson = response.headers.get('Content-Type')?.includes('application/json') ?? false;
    if (response.ok && !response.redirected && isJson) {
      return { user: (await response.json()) as UserPermission, etag: response.headers.get('ETag') };
    }
  } catch {
    // A network failure is reported by the retry through apiFetch below.
  }
  return { user: await apiFetch<UserPermission>(path, { cache: 'no-store' }), etag: null };
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
