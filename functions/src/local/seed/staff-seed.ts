import type { CharterRef, PermissionLevel, UserPermissionImportInput } from '@enroll/domain';
import { personSearchText, type StoredPerson } from '../../data/people-repository.ts';
import type { StoredUser } from '../../data/users-repository.ts';
import { staffPermissionOf } from '../../services/import/reference-documents.ts';
import { charterByKey } from './charters-seed.ts';

/** Staff sign in locally through the SWA emulator form with these addresses (docs/operations.md). */
export const STAFF_EMAIL_DOMAIN = 'learn4life.example';

interface StaffRow {
  key: 'superadmin' | 'admin' | 'contributor' | 'user' | 'general';
  firstName: string;
  lastName: string;
  title: string;
  office: string;
  level: PermissionLevel;
  charterKeys: string[];
}

// The Admin and the Contributor work for different charters, so charter scoping shows.
const STAFF_ROWS: readonly StaffRow[] = [
  {
    key: 'superadmin',
    firstName: 'Sasha',
    lastName: 'Okafor',
    title: 'Director of Technology Services',
    office: 'Headquarters',
    level: 4,
    charterKeys: [],
  },
  {
    key: 'admin',
    firstName: 'Adrian',
    lastName: 'Mendoza',
    title: 'Regional Enrollment Manager',
    office: 'Lancaster',
    level: 3,
    charterKeys: ['sierra-valley', 'pacific-coast'],
  },
  {
    key: 'contributor',
    firstName: 'Carmen',
    lastName: 'Liu',
    title: 'Enrollment Specialist',
    office: 'Palmdale',
    level: 2,
    charterKeys: ['flex-high', 'holston'],
  },
  {
    key: 'user',
    firstName: 'Uma',
    lastName: 'Patel',
    title: 'Front Desk Coordinator',
    office: 'Lancaster',
    level: 1,
    charterKeys: ['sierra-valley'],
  },
  {
    key: 'general',
    firstName: 'Glen',
    lastName: 'Harper',
    title: 'Former Enrollment Clerk',
    office: 'Quartz Hill',
    level: 0,
    charterKeys: [],
  },
];

const SEED_TIME = '2026-01-05T16:00:00.000Z';

export function staffEmail(key: StaffRow['key']): string {
  return `${key}@${STAFF_EMAIL_DOMAIN}`;
}

function charterRefs(keys: readonly string[]): CharterRef[] {
  return keys.map((key) => {
    const charter = charterByKey(key);
    return { _id: charter.id, name: charter.name };
  });
}

/** The staff as the `staff-permissions` import file's rows: what the seed hands to the import's core. */
export const STAFF_PERMISSION_ROWS: readonly UserPermissionImportInput[] = STAFF_ROWS.map((row, index) => ({
  azureID: staffEmail(row.key),
  name: `${row.firstName} ${row.lastName}`,
  personDbID: `P-${1001 + index}`,
  userLevel: row.level,
  charters: row.charterKeys,
}));

/** `users` documents: one staff permission at every level, General included (it has no access). */
export const STAFF_USER_SEED: readonly StoredUser[] = STAFF_ROWS.map((row, index) =>
  staffPermissionOf(
    {
      azureID: staffEmail(row.key),
      name: `${row.firstName} ${row.lastName}`,
      personDbID: `P-${1001 + index}`,
    },
    row.level,
    charterRefs(row.charterKeys),
    undefined,
    new Date(SEED_TIME),
  ),
);

interface PersonRow {
  firstName: string;
  lastName: string;
  title: string;
  office: string;
  company?: string;
}

// Directory people without a permission yet: the ones 'Add New User' finds.
const PEOPLE_ROWS: readonly PersonRow[] = [
  { firstName: 'Dana', lastName: 'Reyes', title: 'Registrar', office: 'Lancaster' },
  { firstName: 'Marcus', lastName: 'Bell', title: 'Enrollment Specialist', office: 'Long Beach' },
  { firstName: 'Priya', lastName: 'Raman', title: 'Counselor', office: 'Sacramento' },
  {
    firstName: 'Tomas',
    lastName: 'Alvarez',
    title: 'Site Coordinator',
    office: 'Palmdale',
    company: 'Flex High',
  },
  { firstName: 'Grace', lastName: 'Kim', title: 'Data Analyst', office: 'Headquarters' },
  {
    firstName: 'Olivia',
    lastName: 'Brooks',
    title: 'Teacher',
    office: 'Kingsport',
    company: 'Holston Valley Academy',
  },
  { firstName: 'Ethan', lastName: 'Nguyen', title: 'Enrollment Clerk', office: 'Quartz Hill' },
  { firstName: 'Fatima', lastName: 'Haddad', title: 'Program Manager', office: 'Oakland', company: 'Elev8' },
  { firstName: 'Noah', lastName: 'Fischer', title: 'Intern', office: 'Headquarters' },
  { firstName: 'Lena', lastName: 'Sokolova', title: 'Principal', office: 'Lancaster' },
  { firstName: 'Dana', lastName: 'Whitfield', title: 'Attendance Clerk', office: 'Ventura' },
];

function personDocument(row: PersonRow, email: string, personId: string): StoredPerson {
  const person = {
    FirstName: row.firstName,
    LastName: row.lastName,
    EmailAddress: email,
    Title: row.title,
    Company: row.company ?? 'Learn4Life',
    Office: row.office,
    PersonID: personId,
  };
  return { id: personId, ...person, searchText: personSearchText(person) };
}

/** `people` documents: the local directory, staff included (as in a real organisation). */
export const PEOPLE_SEED: readonly StoredPerson[] = [
  ...STAFF_ROWS.map((row, index) => personDocument(row, staffEmail(row.key), `P-${1001 + index}`)),
  ...PEOPLE_ROWS.map((row, index) =>
    personDocument(
      row,
      `${row.firstName}.${row.lastName}@${STAFF_EMAIL_DOMAIN}`.toLowerCase(),
      `P-${2001 + index}`,
    ),
  ),
];
