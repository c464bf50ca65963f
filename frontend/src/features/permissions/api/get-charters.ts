import type { CharterOption } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { permissionKeys } from './query-keys.ts';

/** GET /api/charters: the active charters, by name. */
export function getCharters(): Promise<CharterOption[]> {
  return apiFetch<CharterOption[]>('/api/charters');
}

export function useCharters() {
  return useQuery({ queryKey: permissionKeys.charters(), queryFn: getCharters, staleTime: 5 * 60_000 });
}
