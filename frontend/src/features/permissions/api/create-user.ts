import type { UserPermission, UserPermissionCreateInput } from '@enroll/domain';
import { useRereadingWrite } from '../../../api/rereading-write.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { permissionKeys } from './query-keys.ts';

/** POST /api/user/: 201 with the new permission; 400 field errors, 403 a grant rule, 409 permission.exists. */
export function createUser(body: UserPermissionCreateInput): Promise<UserPermission> {
  return apiFetch<UserPermission>('/api/user/', { method: 'POST', json: body });
}

export function useCreateUser() {
  return useRereadingWrite(createUser, [permissionKeys.users()], { awaitReread: true, retry: false });
}
