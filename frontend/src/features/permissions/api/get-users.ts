import type { UserPermission } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { permissionKeys } from './query-keys.ts';

/** GET /api/user/: every permission above General (the table searches and sorts them itself). */
export function getUsers(): Promise<UserPermission[]> {
  return apiFetch<UserPermission[]>('/api/user/', { cache: 'no-store' });
}

export function useUsers() {
  return useQuery({ queryKey: permissionKeys.users(), queryFn: getUsers, staleTime: 0 });
}
