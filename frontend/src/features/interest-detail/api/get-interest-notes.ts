import type { InterestNote } from '@enroll/domain';
import { interestKeys } from '../../../api/interests/query-keys.ts';
import { useFreshRead } from '../../../api/versioned-queries.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/interest-notes/{id}: the contact notes of one entry of the caller's charters. */
export function getInterestNotes(interestId: string): Promise<InterestNote[]> {
  return apiFetch<InterestNote[]>(`/api/interest-notes/${encodeURIComponent(interestId)}`, {
    cache: 'no-store',
  });
}

export function useInterestNotes(interestId: string) {
  return useFreshRead(interestKeys.notes(interestId), () => getInterestNotes(interestId));
}
