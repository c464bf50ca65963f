import { businessToday, LELO_SORT_COLUMNS, type LeloRegistrationRecord } from '@enroll/domain';
import { lowerKey as lower, type StudentListKeys, studentListKeysOf, withListKeys } from './list-keys.ts';

/**
 * Denormalised lowercase copies of what /lelo-forms searches and sorts on (see interest-list-keys.ts
 * for why: case-sensitive ORDER BY, no case-insensitive CONTAINS in the emulator, and a document
 * without its ORDER BY field dropping out). Every write of a secondary enrollment stores them through
 * withLeloListKeys.
 */
export interface LeloListKeys extends StudentListKeys {
  /** The signed agreement's file name, lowercase; '' while none is stored (first ascending). */
  signedAgreement: string;
  permalink: string;
}

/**
 * The list keys the list sorts on: the domain's sortable columns, each a key of the same name (each
 * with a composite index, see containers.ts).
 */
export const LELO_LIST_SORT_KEYS = LELO_SORT_COLUMNS satisfies readonly (keyof LeloListKeys)[];
export type LeloListSortKey = (typeof LELO_LIST_SORT_KEYS)[number];

/** A secondary enrollment as stored: the record plus its list keys. */
export type StoredLeloRegistration = LeloRegistrationRecord & { listKeys: LeloListKeys };

/** The submit date as the table shows it: MM/DD/YYYY of the business day ('' for no date). */
function shownDay(createdAt: string): string {
  const instant = new Date(createdAt);
  if (Number.isNaN(instant.getTime())) return '';
  const [year, month, day] = businessToday(instant).split('-');
  return `${month}/${day}/${year}`;
}

/** The list keys of an entry, recomputed from its fields. */
export function leloListKeysOf(record: LeloRegistrationRecord): LeloListKeys {
  const createdAt = typeof record.createdAt === 'string' ? record.createdAt : '';
  return {
    // Search: the spec's fields, the submit date both as stored and as the table shows it (the business
    // day); the name sorts 'first last' (the spec's studentFirstName sort); createdAt also bounds the
    // date range.
    ...studentListKeysOf({
      search: [
        createdAt,
        shownDay(createdAt),
        record.status,
        record.firstName,
        record.lastName,
        record.studentEmail,
        record.studentPrimaryPhone,
        record.learningCenters,
        record._uuid,
      ],
      name: [record.firstName, record.lastName],
      learningCenter: record.learningCenters,
      email: record.studentEmail,
      phone: record.studentPrimaryPhone,
      status: record.status,
      createdAt,
    }),
    signedAgreement: record.uploadedUrl ? lower(record.fileName) || 'signed' : '',
    permalink: lower(record.permaLink),
  };
}

/** The document to store for an entry: a stale `listKeys` of the input is replaced. */
export function withLeloListKeys(record: LeloRegistrationRecord): StoredLeloRegistration {
  return withListKeys(record, leloListKeysOf);
}
