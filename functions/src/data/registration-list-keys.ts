import { enrollmentTypeLabel, type RegistrationRecord } from '@enroll/domain';
import { lowerKey, type StudentListKeys, studentListKeysOf, withListKeys } from './list-keys.ts';

/**
 * Denormalised lowercase copies of what /registration-forms searches and sorts on (see
 * interest-list-keys.ts for why: case-sensitive ORDER BY, no case-insensitive CONTAINS in the
 * emulator, and a document without its ORDER BY field dropping out). Every write of a registration
 * stores them through withRegistrationListKeys.
 */
export interface RegistrationListKeys extends StudentListKeys {
  /** 'intersession' or 'regular'. */
  enrollmentType: string;
  /** 'YYYY-MM-DD'; the age column sorts by it reversed. */
  birthDate: string;
  /**
   * The orientation's day, 'YYYY-MM-DD' for a live one and 'virtual' for a virtual one (after every
   * date), '' without one: /scheduled-orientations lists the soonest live orientation first.
   */
  orientationDate: string;
}

/** The list keys the list sorts on (each with a composite index, see containers.ts). */
export const REGISTRATION_LIST_SORT_KEYS = [
  'createdAt',
  'status',
  'learningCenter',
  'enrollmentType',
  'studentName',
  'birthDate',
  'phone',
  'email',
  'orientationDate',
] as const satisfies readonly (keyof RegistrationListKeys)[];
export type RegistrationListSortKey = (typeof REGISTRATION_LIST_SORT_KEYS)[number];

/** A registration as stored: the record plus its list keys. */
export type StoredRegistration = RegistrationRecord & { listKeys: RegistrationListKeys };

export const VIRTUAL_ORIENTATION_KEY = 'virtual';

/** The orientation's sort key: the stored live date, else the date of its 'MM/DD/YYYY …' time text. */
function orientationDateKey(record: RegistrationRecord): string {
  if (record.orientationType === 'VIRTUAL') return VIRTUAL_ORIENTATION_KEY;
  if (record.orientationType !== 'LIVE') return '';
  if (record.orientationDate) return record.orientationDate;
  const us = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(record.orientationTime ?? '');
  return us ? `${us[3]}-${us[1]}-${us[2]}` : '';
}

/** The list keys of a registration, recomputed from its fields. */
export function registrationListKeysOf(record: RegistrationRecord): RegistrationListKeys {
  return {
    // Search: 'first last email phone center charter status uuid'; the name sorts 'last first'.
    ...studentListKeysOf({
      search: [
        record.firstName,
        record.lastName,
        record.studentEmail,
        record.studentPrimaryPhone,
        record.learningCenterName,
        record.learningCenterCharter,
        record.status,
        record._uuid,
      ],
      name: [record.lastName, record.firstName],
      learningCenter: record.learningCenterName,
      email: record.studentEmail,
      phone: record.studentPrimaryPhone,
      status: record.status,
      createdAt: record.createdAt,
    }),
    enrollmentType: lowerKey(enrollmentTypeLabel(record)),
    birthDate: record.birthDate ?? '',
    orientationDate: orientationDateKey(record),
  };
}

/** The document to store for a registration: a stale `listKeys` of the input is replaced. */
export function withRegistrationListKeys(record: RegistrationRecord): StoredRegistration {
  return withListKeys(record, registrationListKeysOf);
}
