import { phoneDigits } from '@enroll/domain';
import { queryAll } from '../../data/cosmos-client.ts';
import { normalizeEmail, usToIsoDate } from './match-rules.ts';
import type { SisDirectory, SisStudentRow } from './sis-directory.ts';

/** A student of the local SIS: one `sisStudents` document (seeded by local/seed/sis-students-seed.ts). */
export type SisStudentDocument = SisStudentRow & { id: string };

const FIELDS: readonly (keyof SisStudentRow)[] = [
  'sisCharter',
  'localId',
  'districtId',
  'firstName',
  'lastName',
  'birthDate',
  'phone',
  'email',
  'schoolEmail',
  'street',
  'startDate',
  'finishDate',
  'url',
];

/**
 * The local stack's SIS: the `sisStudents` container, asked the same question as the SQL Server view
 * (same last name, birth date, phone digits, e-mail or street), in Cosmos SQL with parameters.
 */
export const localSisDirectory: SisDirectory = {
  name: 'local',
  async candidates(criteria) {
    const select = FIELDS.map((field) => `c.${field}`).join(', ');
    return queryAll<SisStudentRow>('sisStudents', {
      query: `SELECT ${select} FROM c
          WHERE (@lastName != '' AND LOWER(c.lastName) = @lastName)
             OR (@birthDate != '' AND c.birthDate = @birthDate)
             OR (@phone != '' AND c.phone = @phone)
             OR (@email != '' AND (LOWER(c.email) = @email OR LOWER(c.schoolEmail) = @email))
             OR (@street != '' AND LOWER(c.street) = @street)`,
      parameters: [
        { name: '@lastName', value: criteria.lastName.trim().toLowerCase() },
        { name: '@birthDate', value: usToIsoDate(criteria.birthDate) },
        { name: '@phone', value: phoneDigits(criteria.phone) },
        { name: '@email', value: normalizeEmail(criteria.email) },
        { name: '@street', value: criteria.address.trim().toLowerCase() },
      ],
    });
  },
};
