/**
 * A coordinator's review of a set of possible duplicates: the set side by side, and the answer
 * 'Not duplicates' for some or all of its records.
 */
import * as z from 'zod/mini';
import { recordIdField } from '../shared/id-fields.ts';
import { requiredTextField } from '../shared/text-fields.ts';
import type { DuplicateRecordView } from './duplicate-record-view.ts';
import type { CharterDuplicateLink, CharterDuplicateSet } from './duplicate-sets.ts';
import { DUPLICATE_KINDS, type RecordRef } from './duplicate-subject.ts';

/** The most records shown side by side: wider, the columns no longer fit a desk screen. */
export const SIDE_BY_SIDE_MAX = 4;

export const NOT_DUPLICATES_REASON_MAX = 500;

const recordRefSchema = z.object({
  kind: z.enum(DUPLICATE_KINDS, 'duplicates.records.invalid'),
  id: recordIdField(),
});

/**
 * POST /api/duplicates/not-duplicates: the records of one set that are not the same student or family
 * (two or more), and why. Every flagged pair among them is answered; pairs with the set's other
 * records stay open.
 */
export const notDuplicatesSchema = z.object({
  records: z
    .array(recordRefSchema)
    .check(z.minLength(2, 'duplicates.records.min'), z.maxLength(SIDE_BY_SIDE_MAX, 'duplicates.records.max')),
  reason: requiredTextField(NOT_DUPLICATES_REASON_MAX, 'duplicates.reason.max', 'duplicates.reason.required'),
});
export type NotDuplicatesInput = z.output<typeof notDuplicatesSchema>;
export type NotDuplicatesFormValues = z.input<typeof notDuplicatesSchema>;

/** What 'Not duplicates' answered: the pairs now marked, by `pairKey`. */
export interface NotDuplicatesResponse {
  answered: string[];
}

/** A set's records by name and birth date, as the list of sets shows them. */
export interface DuplicateRecordName extends RecordRef {
  studentFirstName: string;
  studentLastName: string;
  birthDate: string;
}

/** GET /api/duplicates: the open sets and sibling links of the caller's charters, and their records' names. */
export interface DuplicatesResponse {
  sets: CharterDuplicateSet[];
  links: CharterDuplicateLink[];
  names: DuplicateRecordName[];
}

/**
 * GET /api/duplicates/{kind}/{id}: the open set a record is in, with every record side by side (its
 * compared fields as entered), or no set when the record has no open duplicate flag.
 */
export interface DuplicateSetResponse {
  set: CharterDuplicateSet | null;
  records: DuplicateRecordView[];
  /** The sibling links of the set's records. */
  links: CharterDuplicateLink[];
}
