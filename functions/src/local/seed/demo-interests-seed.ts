import {
  addDaysIso,
  buildInterestEntry,
  EMPTY_INTEREST_ADDRESS,
  type InterestEntry,
  type InterestStatus,
  isAdultAge,
} from '@enroll/domain';
import { createOnce } from '../../data/create-once.ts';
import { withInterestListKeys } from '../../data/interest-list-keys.ts';
import { birthDateFor, sitesByCharter } from './demo-sites.ts';

/** One demo family: fictional names, example.com addresses, 555 phone numbers. */
interface DemoRow {
  first: string;
  last: string;
  /** Years old on the seed day. */
  age: number;
  /** Index into the seeded sites (by charter spread); null: the generic form without a site. */
  site: number | null;
  status: InterestStatus;
  daysAgo: number;
  /** The staff Add Interest form filled the address. */
  address?: { street1: string; city: string; state: string; zipCode: string };
}

const ROWS: readonly DemoRow[] = [
  { first: 'Mateo', last: 'Alvarez', age: 16, site: 0, status: 'New Interest', daysAgo: 0 },
  { first: 'Sofia', last: 'Nguyen', age: 17, site: 1, status: 'Follow up Required', daysAgo: 1 },
  { first: 'Liam', last: 'Johnson', age: 19, site: 2, status: 'New Interest', daysAgo: 2 },
  { first: 'Camila', last: 'Torres', age: 15, site: 3, status: 'Not Interested', daysAgo: 3 },
  { first: 'Noah', last: 'Kim', age: 22, site: 4, status: 'Enrollment Submitted', daysAgo: 4 },
  { first: 'Valentina', last: 'Lopez', age: 16, site: 5, status: 'New Interest', daysAgo: 5 },
  { first: 'Ethan', last: 'Brown', age: 18, site: 6, status: 'Follow up Required', daysAgo: 6 },
  { first: 'Isabella', last: 'Garcia', age: 14, site: 7, status: 'New Interest', daysAgo: 7 },
  { first: 'Lucas', last: 'Martinez', age: 20, site: 8, status: 'New Interest', daysAgo: 8 },
  { first: 'Mia', last: 'Hernandez', age: 17, site: 9, status: 'Follow up Required', daysAgo: 9 },
  {
    first: 'Daniel',
    last: 'Okoro',
    age: 19,
    site: 10,
    status: 'New Interest',
    daysAgo: 10,
    address: { street1: '4410 W Avenue L', city: 'Lancaster', state: 'CA', zipCode: '93536' },
  },
  { first: 'Emma', last: 'Wilson', age: 16, site: 11, status: 'Not Interested', daysAgo: 12 },
  { first: 'Gabriel', last: 'Rossi', age: 17, site: 12, status: 'New Interest', daysAgo: 14 },
  { first: 'Aaliyah', last: 'Davis', age: 21, site: null, status: 'New Interest', daysAgo: 15 },
  { first: 'Diego', last: 'Ramirez', age: 16, site: 13, status: 'Enrollment Submitted', daysAgo: 18 },
  { first: 'Chloe', last: 'Tran', age: 15, site: 14, status: 'New Interest', daysAgo: 21 },
];

/**
 * The demo interest entries of the local stack: a few per charter in every status, so the staff
 * interest screens have something to show after `npm start`. Ids are fixed (`demo-interest-NN`);
 * the seed only creates missing ones, so what staff change in them survives a restart.
 */
export function demoInterestDocuments(today: string): InterestEntry[] {
  const sites = sitesByCharter();
  return ROWS.map((row, index) => {
    const number = String(index + 1).padStart(2, '0');
    const site = row.site === null ? null : (sites[row.site % sites.length] ?? null);
    const created = new Date(`${addDaysIso(today, -row.daysAgo)}T17:30:00.000Z`);
    const minor = !isAdultAge(row.age);
    const entry = buildInterestEntry(
      {
        studentFirstName: row.first,
        studentLastName: row.last,
        birthDate: birthDateFor(row.age, today),
        parentRelationship: minor ? 'Parent' : '',
        parentFirstName: minor ? 'Jordan' : '',
        parentLastName: minor ? row.last : '',
        primaryEmail: `${row.first}.${row.last}@example.com`.toLowerCase(),
        phone: `661-555-01${number}`,
        zipCode: row.address?.zipCode ?? site?.address.zip ?? '93534',
        language: 'en',
        ...(site ? { site: site.id } : {}),
      },
      site,
      { id: `demo-interest-${number}`, uuid: `0d3e0000-0000-4000-8000-0000000000${number}` },
      created,
    );
    const contacted = row.status !== 'New Interest';
    return withInterestListKeys({
      ...entry,
      ...(row.address
        ? { ...EMPTY_INTEREST_ADDRESS, ...row.address, country: 'United States of America' }
        : {}),
      status: row.status,
      enrollstatus: row.status === 'Enrollment Submitted' ? 'Yes' : 'No',
      InterestListStatus: row.status === 'Not Interested',
      lastContactDate: contacted ? new Date(created.getTime() + 86_400_000).toISOString() : null,
      createdBy: row.address ? 'contributor@learn4life.example' : 'public',
    });
  });
}

/** Creates the demo entries that are missing; returns how many were created. */
export async function seedDemoInterests(today: string): Promise<number> {
  const results = await Promise.all(
    demoInterestDocuments(today).map((document) => createOnce('interests', document)),
  );
  return results.filter((result) => result.created).length;
}
