import {
  addDaysIso,
  buildRegistrationRecord,
  emptyRegistrationDraft,
  formatOrientationTime,
  isAdultAge,
  minutesOfTime,
  type OrientationDate,
  type ProgramState,
  type RegistrationDraft,
  type RegistrationRecord,
  type RegistrationStatus,
  type Site,
  slotText,
  upcomingOrientationDates,
} from '@enroll/domain';
import { createOnce } from '../../data/create-once.ts';
import { type StoredRegistration, withRegistrationListKeys } from '../../data/registration-list-keys.ts';
import { birthDateFor, sitesByCharter } from './demo-sites.ts';
import { orientationDates } from './site-text.ts';

/** One demo registration: fictional names, example.com addresses, 555 phone numbers. */
interface DemoRow {
  first: string;
  last: string;
  /** Years old on the seed day. */
  age: number;
  /** Index into the seeded sites, spread over the charters. */
  site: number;
  status: RegistrationStatus;
  daysAgo: number;
  intersession?: boolean;
  /** Entered by staff on the Add Registration Form (otherwise the family's own wizard). */
  byStaff?: boolean;
  /** Special programs set in processing (processingLevel 3). */
  programs?: Record<string, ProgramState>;
}

const ROWS: readonly DemoRow[] = [
  { first: 'Elena', last: 'Morales', age: 16, site: 0, status: 'Enrollment Submitted', daysAgo: 0 },
  {
    first: 'Jacob',
    last: 'Price',
    age: 17,
    site: 1,
    status: 'Enrollment Submitted',
    daysAgo: 1,
    byStaff: true,
  },
  { first: 'Aria', last: 'Castillo', age: 19, site: 2, status: 'Orientation Scheduled', daysAgo: 2 },
  { first: 'Owen', last: 'Bennett', age: 15, site: 3, status: 'Virtual Orientation Sent', daysAgo: 3 },
  { first: 'Zoe', last: 'Reyes', age: 16, site: 4, status: 'Enrollment Complete', daysAgo: 4 },
  { first: 'Miles', last: 'Foster', age: 20, site: 5, status: 'Enrollment Terminated', daysAgo: 5 },
  {
    first: 'Layla',
    last: 'Ortiz',
    age: 14,
    site: 6,
    status: 'Enrollment Submitted',
    daysAgo: 6,
    intersession: true,
    byStaff: true,
  },
  {
    first: 'Caleb',
    last: 'Hughes',
    age: 18,
    site: 7,
    status: 'Interdistrict Transfer Requested',
    daysAgo: 7,
  },
  {
    first: 'Nora',
    last: 'Vargas',
    age: 17,
    site: 8,
    status: 'Orientation Scheduled',
    daysAgo: 8,
    intersession: true,
    programs: { iep: true, cte: true, fiveZeroFour: 'unchecked' },
  },
  { first: 'Henry', last: 'Park', age: 21, site: 9, status: 'Auto Withdraw Requested', daysAgo: 9 },
  { first: 'Lucia', last: 'Mendoza', age: 16, site: 10, status: 'Enrollment Complete', daysAgo: 10 },
  { first: 'Isaac', last: 'Coleman', age: 15, site: 11, status: 'Enrollment Submitted', daysAgo: 12 },
  {
    first: 'Ruby',
    last: 'Chavez',
    age: 19,
    site: 12,
    status: 'Virtual Orientation Sent',
    daysAgo: 14,
    byStaff: true,
  },
  { first: 'Adrian', last: 'Silva', age: 16, site: 13, status: 'Enrollment Terminated', daysAgo: 16 },
  {
    first: 'Hazel',
    last: 'Ward',
    age: 17,
    site: 14,
    status: 'Enrollment Submitted',
    daysAgo: 18,
    intersession: true,
  },
  { first: 'Victor', last: 'Nunez', age: 22, site: 15, status: 'Enrollment Submitted', daysAgo: 21 },
];

/** Where each status stands in processing (progress bar step, processing level, orientation). */
const PROCESS_STATE: Record<
  RegistrationStatus,
  Pick<RegistrationRecord, 'progressLevel' | 'processingLevel' | 'orientationScheduled' | 'orientationType'>
> = {
  'Enrollment Submitted': {
    progressLevel: 1,
    processingLevel: 0,
    orientationScheduled: false,
    orientationType: '',
  },
  'Orientation Scheduled': {
    progressLevel: 2,
    processingLevel: 2,
    orientationScheduled: true,
    orientationType: 'LIVE',
  },
  'Virtual Orientation Sent': {
    progressLevel: 2,
    processingLevel: 2,
    orientationScheduled: true,
    orientationType: 'VIRTUAL',
  },
  'Enrollment Complete': {
    progressLevel: 3,
    processingLevel: 3,
    orientationScheduled: true,
    orientationType: 'LIVE',
  },
  'Enrollment Terminated': {
    progressLevel: 2,
    processingLevel: 2,
    orientationScheduled: true,
    orientationType: 'LIVE',
  },
  'Interdistrict Transfer Requested': {
    progressLevel: 1,
    processingLevel: 1,
    orientationScheduled: false,
    orientationType: '',
  },
  'Auto Withdraw Requested': {
    progressLevel: 1,
    processingLevel: 1,
    orientationScheduled: false,
    orientationType: '',
  },
};

/** '10:00 AM' (a site's hours) as the scheduler's slot text '10:00AM'. */
function slotOf(time: string): string {
  return slotText(minutesOfTime(time) ?? 10 * 60);
}

/**
 * The orientation a demo row's status implies. Waiting ones ('Orientation Scheduled') take their
 * site's first upcoming date, so /scheduled-orientations lists live ones in the future whenever the
 * stack starts; completed and terminated ones had theirs two weeks ago; virtual ones have the site's
 * link.
 */
function demoOrientation(
  row: DemoRow,
  site: Site,
  today: string,
): Pick<RegistrationRecord, 'orientationTime' | 'orientationDate' | 'orientationLink'> {
  const type = PROCESS_STATE[row.status].orientationType;
  if (type === 'VIRTUAL') {
    const link = site.orientation.virtual_link || 'https://meet.example.org/orientation/demo';
    return { orientationLink: link, orientationTime: '', orientationDate: '' };
  }
  if (type !== 'LIVE') return { orientationLink: '', orientationTime: '', orientationDate: '' };
  const upcoming = upcomingOrientationDates(site.orientation.orientation_dates, addDaysIso(today, 1));
  const past: OrientationDate | undefined = orientationDates(row.site, addDaysIso(today, -21))[0];
  const chosen =
    row.status === 'Orientation Scheduled' ? (upcoming[0] ?? orientationDates(row.site, today)[0]) : past;
  const date = chosen ?? { date: today, start_time: '10:00 AM', end_time: '11:30 AM' };
  return {
    orientationLink: '',
    orientationDate: date.date,
    orientationTime: formatOrientationTime(date.date, slotOf(date.start_time), slotOf(date.end_time)),
  };
}

/** The demo family's answers: the student, one parent for a minor, the home address. */
function demoDraft(row: DemoRow, number: string, today: string, zip: string): RegistrationDraft {
  const minor = !isAdultAge(row.age);
  const email = `${row.first}.${row.last}@example.com`.toLowerCase();
  return {
    ...emptyRegistrationDraft(),
    firstName: row.first,
    lastName: row.last,
    haveSuffix: 'no',
    birthDate: birthDateFor(row.age, today),
    gradeLevel: String(Math.min(Math.max(row.age - 5, 9), 12)),
    studentEmail: email,
    studentPrimaryPhone: `661-555-02${number}`,
    studentPrimaryPhoneType: 'Cell',
    street: `${100 + Number(number)} Demo Street`,
    city: 'Lancaster',
    state: 'California',
    zip,
    isMailingAddressTheSame: 'yes',
    ...(minor
      ? {
          pgRelationshipToStudent: 'Mother',
          pgFirstName: 'Jordan',
          pgLastName: row.last,
          pgPrimaryEmail: `jordan.${row.last}@example.com`.toLowerCase(),
          pgPrimaryPhone: `661-555-03${number}`,
          pgPrimaryPhoneType: 'Home',
        }
      : {}),
  };
}

/**
 * The demo registrations of the local stack: a few per charter in every status, regular and
 * intersession, under and over 18, so /registration-forms has something to show after `npm start`.
 * Ids are fixed (`demo-registration-NN`); the seed only creates missing ones, so what staff change in
 * them survives a restart.
 */
export function demoRegistrationDocuments(today: string): StoredRegistration[] {
  const sites = sitesByCharter();
  return ROWS.map((row, index) => {
    const number = String(index + 1).padStart(2, '0');
    const site = sites[row.site % sites.length];
    if (!site) throw new Error('no seeded sites');
    const created = new Date(`${addDaysIso(today, -row.daysAgo)}T18:15:00.000Z`);
    const record = buildRegistrationRecord(
      demoDraft(row, number, today, site.address.zip || '93534'),
      site,
      { id: `demo-registration-${number}`, uuid: `0d3e1000-0000-4000-8000-0000000000${number}` },
      created,
    );
    return withRegistrationListKeys({
      ...record,
      ...PROCESS_STATE[row.status],
      ...demoOrientation(row, site, today),
      ...(row.programs ? { programs: row.programs, processingLevel: 3 } : {}),
      status: row.status,
      registerForIntercession: row.intersession === true,
      terminationNotes: row.status === 'Enrollment Terminated' ? 'Demo: moved out of the area.' : '',
      ...(row.byStaff ? { createdBy: 'contributor@learn4life.example' } : {}),
    });
  });
}

/** Creates the demo registrations that are missing; returns how many were created. */
export async function seedDemoRegistrations(today: string): Promise<number> {
  const results = await Promise.all(
    demoRegistrationDocuments(today).map((document) => createOnce('registrations', document)),
  );
  return results.filter((result) => result.created).length;
}
