import * as z from 'zod/mini';
import type { AccessEntity } from './access-log.ts';

/**
 * The e-mails a registration or a secondary enrollment sent its family, as staff see them on the
 * record: each mail with what became of it, and Resend for one that could not be sent.
 */

/** The family mails of a record, by the job that sends them. */
export const RECORD_MAIL_KINDS = [
  'registration',
  'orientation',
  'final-enrollment',
  'lelo',
  'lelo-agreement',
  'lelo-pre-registration',
] as const;
export type RecordMailKind = (typeof RECORD_MAIL_KINDS)[number];

/** Each mail as staff call it. */
export const RECORD_MAIL_LABELS: Record<RecordMailKind, string> = {
  registration: 'Registration confirmation',
  orientation: 'Orientation e-mail',
  'final-enrollment': 'Enrollment complete e-mail',
  lelo: 'Secondary enrollment confirmation',
  'lelo-agreement': 'Copy of the signed agreement',
  'lelo-pre-registration': 'Link to complete and sign',
};

/**
 * What became of one mail to the family: `sent` (the sender accepted it for every family address),
 * `pending` (being sent) or `failed` (the last try for a family address failed; it is tried again
 * a few times, then waits for Resend).
 */
export const RECORD_MAIL_STATES = ['sent', 'pending', 'failed'] as const;
export type RecordMailState = (typeof RECORD_MAIL_STATES)[number];

export interface RecordFamilyEmail {
  /** The mail's id (its job's): what Resend names. */
  mailId: string;
  kind: RecordMailKind;
  state: RecordMailState;
  /** When its delivery last changed. */
  at: string;
  /** Tries so far for the family address tried most. */
  attempts: number;
}

export interface RecordFamilyEmails {
  /** Newest first. */
  emails: RecordFamilyEmail[];
}

/** The records whose family mails staff see. */
export type FamilyMailEntity = Extract<AccessEntity, 'registration' | 'leloRegistration'>;

/** Staff may send a mail again only when it could not be sent. */
export function canResendRecordMail(state: RecordMailState): boolean {
  return state === 'failed';
}

/** POST …/family-emails/resend: which mail to send again. */
export const familyEmailResendSchema = z.object({
  mailId: z
    .string('required')
    .check(z.trim(), z.regex(/^[A-Za-z0-9:._-]{1,200}$/, 'familyEmail.mailId.invalid')),
});
export type FamilyEmailResend = z.output<typeof familyEmailResendSchema>;
