import type { InterestNote } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { interestKeys } from '../../../api/interests/query-keys.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/interest-notes/{id}: the contact notes of one entry of the caller's charters. */
export function getInterestNotes(interestId: string): Promise<InterestNote[]> {
  return apiFetch<InterestNote[]>(`/api/interest-notes/${encodeURIComponent(interestId)}`, {
    cache: 'no-store',
  });
}

export function useInterestNotes(interestId: string) {
  return useQuery({
    queryKey: interestKeys.notes(interestId),
    queryFn: () => getInterestNotes(interestId),
    staleTime: 0,
    retry: false,
  });
}
