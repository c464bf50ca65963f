import type { UserPermission, UserPermissionUpdateInput } from '@enroll/domain';
import { useRereadingWrite } from '../../../api/rereading-write.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { STAFF_ME_QUERY_KEY } from '../../../staff-session/api/get-me.ts';
import { permissionKeys } from './query-keys.ts';

export interface UpdateUserVariables {
  id: string;
  body: UserPermissionUpdateInput;
  /** The ETag read with the permission: a change made since then is refused (409 permission.conflict). */
  etag: string | null;
}

/**
 * PUT /api/user/{id}: 200 with the permission (level 0 General removes the person from the list);
 * 400 field errors, 403 a grant rule, 409 permission.conflict or permission.lastSuperAdmin.
 */
export function updateUser({ id, body, etag }: UpdateUserVariables): Promise<UserPermission> {
  return apiFetch<UserPermission>(`/api/user/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: body,
    ...(etag ? { headers: { 'If-Match': etag } } : {}),
  });
}

export function useUpdateUser() {
  // The signed-in person may have changed their own level or charters.
  return useRereadingWrite(updateUser, [permissionKeys.users(), STAFF_ME_QUERY_KEY], {
    awaitReread: true,
    retry: false,
  });
}
