import type { UserPermission, UserPermissionCreateInput } from '@enroll/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { permissionKeys } from './query-keys.ts';

/** POST /api/user/: 201 with the new permission; 400 field errors, 403 a grant rule, 409 permission.exists. */
export function createUser(body: UserPermissionCreateInput): Promise<UserPermission> {
  return apiFetch<UserPermission>('/api/user/', { method: 'POST', json: body });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: permissionKeys.users() }),
  });
}
