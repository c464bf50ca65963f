import type { UserPermission } from '@enroll/domain';
import { useRereadingWrite } from '../../../api/rereading-write.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { permissionKeys } from './query-keys.ts';

export interface ResetSignInVariables {
  id: string;
  /** The ETag read with the permission: a change made since then is refused (409 permission.conflict). */
  etag: string | null;
}

/**
 * DELETE /api/user/{id}/sign-in-binding: 'Reset sign-in' when a person's account was replaced; the next
 * sign-in with the permission's e-mail binds it again. 403 a grant rule, 409 permission.conflict.
 */
export function resetSignIn({ id, etag }: ResetSignInVariables): Promise<UserPermission> {
  return apiFetch<UserPermission>(`/api/user/${encodeURIComponent(id)}/sign-in-binding`, {
    method: 'DELETE',
    ...(etag ? { headers: { 'If-Match': etag } } : {}),
  });
}

export function useResetSignIn() {
  return useRereadingWrite(resetSignIn, [permissionKeys.users()], { awaitReread: true, retry: false });
}
