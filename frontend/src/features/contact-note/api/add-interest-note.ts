import type { InterestNote, InterestNoteInput } from '@enroll/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { interestKeys } from '../../../api/interests/query-keys.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export interface AddInterestNoteRequest {
  note: InterestNoteInput;
  /** The same key on every retry of one submit, so the note is stored once. */
  idempotencyKey: string;
}

/**
 * POST /api/interest-notes (Contributor and up). The server also moves the entry to 'Follow up
 * Required' (the spec's "leaving the detail with notes"), so the entry and the lists are read again.
 */
export function addInterestNote({ note, idempotencyKey }: AddInterestNoteRequest): Promise<InterestNote> {
  return apiFetch<InterestNote>('/api/interest-notes', { method: 'POST', json: note, idempotencyKey });
}

export function useAddInterestNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addInterestNote,
    onSuccess: (_note, { note }) => {
      void queryClient.invalidateQueries({ queryKey: interestKeys.notes(note.interestId) });
      void queryClient.invalidateQueries({ queryKey: interestKeys.detail(note.interestId) });
      void queryClient.invalidateQueries({ queryKey: interestKeys.lists() });
    },
  });
}
