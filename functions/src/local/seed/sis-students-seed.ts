import { addDaysIso, phoneDigits, type RegistrationRecord } from '@enroll/domain';
import { container } from '../../data/cosmos-client.ts';
import type { SisStudentDocument } from '../../services/sis/local-sis-directory.ts';
import type { SisStudentRow } from '../../services/sis/sis-directory.ts';
import { CHARTER_SEED } from './charters-seed.ts';
import { demoRegistrationDocuments } from './demo-registrations-seed.ts';

/** The school year `back` years before the one `today` is in: its first and last day (mid-August to early June). */
function schoolYear(today: string, back: number): { start: string; finish: string } {
  const [year = 2026, month = 1] = today.split('-').map(Number);
  const first = (month >= 8 ? year : year - 1) - back;
  return { start: `${first}-08-14`, finish: `${first + 1}-06-05` };
}

/** Another seeded charter than `name` (the next in the list): a student enrolled elsewhere. */
function otherCharter(name: string): string {
  const index = CHARTER_SEED.findIndex((charter) => charter.name === name);
  return CHARTER_SEED[(index + 1) % CHARTER_SEED.length]?.name ?? name;
}

function abbreviation(charterName: string): string {
  return (CHARTER_SEED.find((charter) => charter.name === charterName)?.abbreviation ?? 'sis').toLowerCase();
}

/** A SIS student: ids, the school's e-mail and the SIS page made from the local id. */
function student(
  localId: string,
  row: Omit<SisStudentRow, 'localId' | 'districtId' | 'schoolEmail' | 'url'>,
): SisStudentDocument {
  const schoolName = `${row.firstName}.${row.lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  return {
    id: `sis-${localId}`,
    localId,
    // The state's 10-digit student identifier, fictional.
    districtId: `90${localId.padStart(8, '0')}`,
    schoolEmail: `${schoolName}@students.${abbreviation(row.sisCharter)}.example.org`,
    url: `https://sis.example.org/students/${localId}`,
    ...row,
  };
}

/** The SIS record of the student of a demo registration, as the family gave it. */
function sameStudent(registration: RegistrationRecord) {
  return {
    sisCharter: registration.learningCenterCharter,
    firstName: registration.firstName,
    lastName: registration.lastName,
    birthDate: registration.birthDate,
    phone: phoneDigits(registration.studentPrimaryPhone),
    email: registration.studentEmail,
    street: registration.street,
  };
}

/** Which demo registration (demo-registration-NN) a seeded SIS student is made from. */
const SIS_DEMO_REGISTRATIONS = {
  elena: 1,
  jacob: 2,
  aria: 3,
  caleb: 8,
  henry: 10,
  isaac: 12,
  hazel: 15,
  victor: 16,
} as const;

function demoId(number: number): string {
  return `demo-registration-${String(number).padStart(2, '0')}`;
}

/**
 * The local SIS's students, made from the demo registrations so they meet the match rules whatever
 * day the registrations were seeded on: exact matches (Elena Morales, Aria Castillo, Caleb Hughes,
 * Henry Park, Victor Nunez), partial ones (Elena's earlier enrollment elsewhere with a mistyped birth
 * date, 'Jake' Price, Isaac Coleman's sister at the same address, Hazel Ward born the same year) and
 * students no demo registration matches. The other demo registrations (Layla Ortiz …) find nobody.
 */
export function sisStudentRows(registrations: ReadonlyMap<string, RegistrationRecord>, today: string) {
  const demo = (key: keyof typeof SIS_DEMO_REGISTRATIONS): RegistrationRecord => {
    const found = registrations.get(demoId(SIS_DEMO_REGISTRATIONS[key]));
    if (!found) throw new Error(`demo registration of ${key} missing`);
    return found;
  };
  const [current, lastYear, twoYears, fourYears] = [0, 1, 2, 4].map((back) => schoolYear(today, back)) as [
    ReturnType<typeof schoolYear>,
    ReturnType<typeof schoolYear>,
    ReturnType<typeof schoolYear>,
    ReturnType<typeof schoolYear>,
  ];
  const elena = demo('elena');
  const jacob = demo('jacob');
  const isaac = demo('isaac');
  const hazel = demo('hazel');
  return [
    // A returning student: enrolled here two years ago (Exact), and before that at another charter under
    // a birth date one day off (Name and Contact: the same e-mail).
    student('104311', { ...sameStudent(elena), startDate: twoYears.start, finishDate: lastYear.finish }),
    student('087520', {
      ...sameStudent(elena),
      sisCharter: otherCharter(elena.learningCenterCharter),
      birthDate: addDaysIso(elena.birthDate, 1),
      phone: '6615550911',
      street: '7 Juniper Court',
      startDate: fourYears.start,
      finishDate: fourYears.finish,
    }),
    // Enrolled as 'Jake': same birth date and phone (Birth Date and Contact).
    student('109874', { ...sameStudent(jacob), firstName: 'Jake', startDate: current.start, finishDate: '' }),
    // Currently enrolled at another charter (an interdistrict transfer or withdrawal to arrange).
    student('110265', {
      ...sameStudent(demo('aria')),
      sisCharter: otherCharter(demo('aria').learningCenterCharter),
      startDate: current.start,
      finishDate: '',
    }),
    student('110402', {
      ...sameStudent(demo('caleb')),
      sisCharter: otherCharter(demo('caleb').learningCenterCharter),
      startDate: lastYear.start,
      finishDate: '',
    }),
    student('098133', { ...sameStudent(demo('henry')), startDate: lastYear.start, finishDate: '' }),
    student('091876', {
      ...sameStudent(demo('victor')),
      startDate: fourYears.start,
      finishDate: twoYears.finish,
    }),
    // Isaac's older sister at the same charter, phone and street (Contact Only: staff decide).
    student('102748', {
      ...sameStudent(isaac),
      firstName: 'Maya',
      birthDate: addDaysIso(isaac.birthDate, -3 * 365 - 40),
      email: `maya.${isaac.lastName}@example.com`.toLowerCase(),
      startDate: twoYears.start,
      finishDate: '',
    }),
    // Another Hazel Ward born the same year (Name and Birth Year), nothing else in common.
    student('105590', {
      ...sameStudent(hazel),
      birthDate: `${hazel.birthDate.slice(0, 4)}-${hazel.birthDate.slice(5, 7) === '01' ? '11' : '01'}-17`,
      phone: '9165550472',
      email: 'hward.family@example.net',
      street: '310 Alder Lane',
      startDate: lastYear.start,
      finishDate: lastYear.finish,
    }),
    // Students no demo registration matches.
    ...[
      ['100457', 'Daniel', 'Kim', '2009-04-22', '5625550184', '18 Harbor Way', 1],
      ['101962', 'Sofia', 'Ramirez', '2010-11-03', '6615550760', '2207 Poplar Street', 3],
      ['103318', 'Ethan', 'Brooks', '2008-02-14', '7145550329', '56 Canyon Road', 4],
      ['106045', 'Grace', 'Turner', '2011-06-30', '9165550218', '901 Elm Drive', 5],
      ['107781', 'Marcus', 'Lee', '2007-09-09', '4235550671', '44 Ridge Avenue', 7],
      ['108226', 'Priya', 'Shah', '2009-12-12', '5615550935', '12 Palm Court', 8],
    ].map(([localId, firstName, lastName, birthDate, phone, street, charter]) =>
      student(String(localId), {
        sisCharter: CHARTER_SEED[Number(charter) % CHARTER_SEED.length]?.name ?? '',
        firstName: String(firstName),
        lastName: String(lastName),
        birthDate: String(birthDate),
        phone: String(phone),
        email: `${firstName}.${lastName}@example.net`.toLowerCase(),
        street: String(street),
        startDate: lastYear.start,
        finishDate: '',
      }),
    ),
  ];
}

/**
 * The local SIS documents for the seed: made from the demo registrations as stored (created on an
 * earlier day, their birth dates are that day's), or as the seed is about to create them.
 */
export async function sisStudentDocuments(today: string): Promise<SisStudentDocument[]> {
  const ids = Object.values(SIS_DEMO_REGISTRATIONS).map(demoId);
  const { resources } = await container('registrations')
    .items.query<RegistrationRecord>({
      query: 'SELECT * FROM c WHERE ARRAY_CONTAINS(@ids, c.id)',
      parameters: [{ name: '@ids', value: ids }],
    })
    .fetchAll();
  const registrations = new Map(
    demoRegistrationDocuments(today).map((document) => [document.id, document as RegistrationRecord]),
  );
  for (const stored of resources) registrations.set(stored.id, stored);
  return sisStudentRows(registrations, today);
}
