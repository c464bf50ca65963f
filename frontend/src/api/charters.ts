import type { CharterOption } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client.ts';

export const CHARTERS_QUERY_KEY = ['charters'] as const;

/** GET /api/charters (any signed-in staff member): the active charters, by name. */
export function getCharters(): Promise<CharterOption[]> {
  return apiFetch<CharterOption[]>('/api/charters');
}

/** The charter list of the pickers (App Permissions, Edit Interest); `enabled` false skips the call. */
export function useCharters(enabled = true) {
  return useQuery({ queryKey: CHARTERS_QUERY_KEY, queryFn: getCharters, enabled, staleTime: 5 * 60_000 });
}
