import * as z from 'zod/mini';
import { recordIdField } from '../shared/id-fields.ts';
import { requiredEmailField, requiredTextField } from '../shared/text-fields.ts';
import type { InterestStatus } from './interest-entry.ts';

export const INTEREST_NOTE_USERNAME_MAX = 100;
export const INTEREST_NOTE_MAX = 2000;

/** The 'Add Contact Note' form and POST /api/interest-notes: name, e-mail and notes are required. */
export const interestNoteFormSchema = z.object({
  Username: requiredTextField(INTEREST_NOTE_USERNAME_MAX, 'interestNote.username.max'),
  email: requiredEmailField('interestNote.email.invalid'),
  notes: requiredTextField(INTEREST_NOTE_MAX, 'interestNote.notes.max'),
});
export type InterestNoteFormValues = z.input<typeof interestNoteFormSchema>;

export const interestNoteInputSchema = z.object({
  ...interestNoteFormSchema.shape,
  interestId: recordIdField(),
});
export type InterestNoteInput = z.output<typeof interestNoteInputSchema>;

/** A stored note (`interestNotes`, partitioned by interestId) as GET /api/interest-notes/{id} lists it. */
export interface InterestNote extends InterestNoteInput {
  id: string;
  /** When it was added (ISO). */
  timestamp: string;
  /** The entry's status once the note was added. */
  status: InterestStatus;
  /** The signed-in staff member who added it (the typed Username and email are the contact's record). */
  createdBy: string;
}
