import { randomInt } from 'node:crypto';
import type { RegistrationRecord } from '@enroll/domain';
import type { SisStudentRow } from '../../functions/src/services/sis/sis-directory.ts';
import { db } from './local-stack.ts';

/**
 * Students of the local SIS (the `sisStudents` container the local stack's SIS adapter reads), for
 * the API and end-to-end tests: each test writes its own, with unique names, to make exact, partial
 * or no matches for its registrations.
 */
export const sisStudents = db.container('sisStudents');

export type StoredSisStudent = SisStudentRow & { id: string };

/** A SIS student: the names, birth date (YYYY-MM-DD) and charter, the rest as given or empty. */
export type SisStudentInput = Pick<SisStudentRow, 'sisCharter' | 'firstName' | 'lastName' | 'birthDate'> &
  Partial<SisStudentRow>;

/**
 * Writes one SIS student and answers it. The local id is unique unless given; the phone is stored as
 * digits only, as the SIS view holds it.
 */
export async function seedSisStudent(input: SisStudentInput): Promise<StoredSisStudent> {
  const localId = input.localId ?? `T${randomInt(10 ** 9, 10 ** 10)}`;
  const row: StoredSisStudent = {
    id: `test-sis-${localId}`,
    localId,
    districtId: `D${localId}`,
    phone: '',
    email: '',
    schoolEmail: `${localId.toLowerCase()}@students.example.org`,
    street: '',
    startDate: '',
    finishDate: '',
    url: `https://sis.example.org/students/${localId}`,
    ...input,
  };
  row.phone = row.phone.replace(/\D/g, '');
  await sisStudents.items.create(row);
  return row;
}

/**
 * The SIS record of a registration's student exactly as the family gave it (names, birth date, phone,
 * e-mail, street, the learning center's charter): an 'Exact' match; `overrides` make partial ones.
 */
export function sisStudentOf(
  record: RegistrationRecord,
  overrides: Partial<SisStudentRow> = {},
): SisStudentInput {
  return {
    sisCharter: record.learningCenterCharter,
    firstName: record.firstName,
    lastName: record.lastName,
    birthDate: record.birthDate,
    phone: record.studentPrimaryPhone,
    email: record.studentEmail,
    street: record.street,
    ...overrides,
  };
}

/**
 * A registration's student answers no other test shares (names, e-mail, phone, street), so only the
 * SIS students a test writes can match it. Phones are 555 numbers.
 */
export function uniqueStudentAnswers(marker: string) {
  return {
    firstName: `Sis${marker}`,
    lastName: `Match${marker}`,
    studentEmail: `sis.${marker}@example.com`,
    studentPrimaryPhone: `661-555-${String(randomInt(0, 10_000)).padStart(4, '0')}`,
    street: `${randomInt(1, 9999)} ${marker} Lane`,
  };
}
