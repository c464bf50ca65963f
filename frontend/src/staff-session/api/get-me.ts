import type { StaffProfile } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';

export const STAFF_ME_QUERY_KEY = ['staff', 'me'] as const;

/** GET /api/auth/me: the signed-in staff member (name, e-mail, level, charters). */
export function getMe(): Promise<StaffProfile> {
  return apiFetch<StaffProfile>('/api/auth/me', { cache: 'no-store' });
}

/** The signed-in staff member; an ApiError with `authFailure` when nobody (allowed) is signed in. */
export function useStaffMe() {
  return useQuery({
    queryKey: STAFF_ME_QUERY_KEY,
    queryFn: getMe,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
