import type { InterestEntry } from '@enroll/domain';
import { type StudentListKeys, studentListKeysOf, withListKeys } from './list-keys.ts';

/**
 * Denormalised copies of what the staff interest list searches and sorts on. Cosmos compares strings
 * case-sensitively in ORDER BY and CONTAINS has no case-insensitive flag in the local emulator, so the
 * list reads these lowercase copies. Every sort column has a key here, always a string (never null or
 * missing), because a document without the ORDER BY field drops out of an ordered query.
 */
export interface InterestListKeys extends StudentListKeys {
  /** '' when there was no contact yet (sorts first ascending). */
  lastContactDate: string;
  /** 'YYYY-MM-DD'; the age column sorts by it reversed. */
  birthDate: string;
}

/** The list keys the staff list sorts on (each with a composite index, see containers.ts). */
export const INTEREST_LIST_SORT_KEYS = [
  'createdAt',
  'status',
  'learningCenter',
  'studentName',
  'birthDate',
  'phone',
  'email',
  'lastContactDate',
] as const satisfies readonly (keyof InterestListKeys)[];
export type InterestListSortKey = (typeof INTEREST_LIST_SORT_KEYS)[number];

/** An interest entry as stored: the entry plus its list keys. */
export type StoredInterest = InterestEntry & { listKeys: InterestListKeys };

/** The list keys of an entry, recomputed from its fields (every write of an interest calls this). */
export function interestListKeysOf(entry: InterestEntry): InterestListKeys {
  return {
    // Search: 'first last email phone center charter status'; the name sorts 'last first'.
    ...studentListKeysOf({
      search: [
        entry.studentFirstName,
        entry.studentLastName,
        entry.primaryEmail,
        entry.phone,
        entry.learningCenterName,
        entry.learningCenterCharter || entry.charter,
        entry.status,
      ],
      name: [entry.studentLastName, entry.studentFirstName],
      learningCenter: entry.learningCenterName,
      email: entry.primaryEmail,
      phone: entry.phone,
      status: entry.status,
      createdAt: entry.createdAt,
    }),
    lastContactDate: entry.lastContactDate ?? '',
    birthDate: entry.birthDate ?? '',
  };
}

/** The document to store for an entry: a stale `listKeys` of the input is replaced. */
export function withInterestListKeys(entry: InterestEntry): StoredInterest {
  return withListKeys(entry, interestListKeysOf);
}
