import {
  buildRegistrationRecord,
  emptyRegistrationDraft,
  phoneDigits,
  type RegistrationDraft,
  type Site,
  STUDENT_MATCH_TYPES,
} from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import {
  criteriaOf,
  evidenceOf,
  isoToUsDate,
  type MatchEvidence,
  matchTypeOf,
  normalizeEmail,
  normalizeStreet,
  normalizeText,
  studentMatches,
  usToIsoDate,
} from './match-rules.ts';
import type { SisCriteria, SisStudentRow } from './sis-directory.ts';

const CRITERIA: SisCriteria = {
  firstName: 'Ana',
  lastName: 'Lopez',
  birthDate: '03/01/2010',
  phone: '6615550134',
  email: 'ana@example.com',
  charterName: 'Sierra Valley Learning Academy',
  address: '123 Main St',
};

/** A SIS row sharing nothing with CRITERIA unless `overrides` say so. */
function row(overrides: Partial<SisStudentRow> = {}): SisStudentRow {
  return {
    sisCharter: 'Sierra Valley Learning Academy',
    localId: 'L-1',
    districtId: 'D-1',
    firstName: 'Maya',
    lastName: 'Grant',
    birthDate: '2011-07-09',
    phone: '6615559999',
    email: 'someone@example.org',
    schoolEmail: 'someone@school.example.org',
    street: '9 Other Road',
    startDate: '2024-08-12',
    finishDate: '',
    url: 'https://sis.example.org/students/L-1',
    ...overrides,
  };
}

const NAME = { firstName: 'Ana', lastName: 'Lopez' };
const BIRTH = { birthDate: '2010-03-01' };
/** A row of the registration's student (the same name and birth date), one of their enrollments. */
const sameStudent = (overrides: Partial<SisStudentRow> = {}) => row({ ...NAME, ...BIRTH, ...overrides });

describe('dates', () => {
  it('turns YYYY-MM-DD into MM/DD/YYYY and back, and anything that is not a real date into ""', () => {
    expect(isoToUsDate('2010-03-01')).toBe('03/01/2010');
    expect(usToIsoDate('03/01/2010')).toBe('2010-03-01');
    expect(isoToUsDate('2010-02-30')).toBe('');
    expect(usToIsoDate('02/30/2010')).toBe('');
    expect(usToIsoDate('3/1/2010')).toBe('');
    expect(isoToUsDate('')).toBe('');
  });
});

describe('normalising', () => {
  it('compares names by letters and digits only, in lower case, without accents', () => {
    expect(normalizeText("  O'Neil-José  ")).toBe('o neil jose');
    expect(normalizeText('MARÍA   de la  Cruz')).toBe('maria de la cruz');
  });

  it('compares streets with the common words abbreviated', () => {
    expect(normalizeStreet('123 North Main Street, Apartment 4')).toBe(
      normalizeStreet('123 n. main st apt 4'),
    );
    expect(normalizeStreet('45 Oak Avenue')).not.toBe(normalizeStreet('45 Oak Drive'));
  });

  it('compares phones by their ten digits and e-mails in lower case', () => {
    expect(phoneDigits('(661) 555-0134')).toBe('6615550134');
    expect(phoneDigits('+1 661 555 0134')).toBe('6615550134');
    expect(phoneDigits('661-555-0134')).toBe('6615550134');
    expect(normalizeEmail('  Ana@Example.COM ')).toBe('ana@example.com');
  });
});

describe('criteriaOf', () => {
  const site = {
    id: '64b7f0c2a1d3e4f5a6b7c8d9',
    name: 'Lancaster Learning Center',
    charter: { id: 'sierra-valley', name: 'Sierra Valley Learning Academy' },
    address: { street1: '1 Center Way', street2: '', city: 'Lancaster', state: 'CA', zipCode: '93534' },
    coordinates: null,
    brandName: 'Learn4Life',
  } as unknown as Site;

  function record(overrides: Partial<RegistrationDraft>) {
    const draft: RegistrationDraft = {
      ...emptyRegistrationDraft(),
      firstName: ' Ana ',
      lastName: 'Lopez',
      birthDate: '2010-03-01',
      studentEmail: 'ana@example.com',
      studentPrimaryPhone: '661-555-0134',
      pgPrimaryEmail: 'maria@example.com',
      pgPrimaryPhone: '661-555-0135',
      street: '123 Main St',
      ...overrides,
    };
    return buildRegistrationRecord(draft, site, { id: 'r-1', uuid: 'u-1' }, new Date('2026-06-15T12:00:00Z'));
  }

  it("reads the student's names, birth date (MM/DD/YYYY), phone, e-mail, street and the charter", () => {
    expect(criteriaOf(record({}))).toEqual({
      firstName: 'Ana',
      lastName: 'Lopez',
      birthDate: '03/01/2010',
      phone: '6615550134',
      email: 'ana@example.com',
      charterName: 'Sierra Valley Learning Academy',
      address: '123 Main St',
    });
  });

  it("takes the first parent's phone and e-mail when the student gave none", () => {
    const criteria = criteriaOf(record({ studentEmail: '', studentPrimaryPhone: '' }));
    expect(criteria.phone).toBe('6615550135');
    expect(criteria.email).toBe('maria@example.com');
  });
});

describe('evidenceOf', () => {
  it('finds nothing in common with an unrelated student', () => {
    expect(evidenceOf(CRITERIA, row({ sisCharter: 'Other Charter' }))).toEqual({
      name: false,
      birthDate: false,
      birthYear: false,
      contacts: 0,
      sameCharter: false,
    });
  });

  it('needs both names for a name match, whatever their case, spaces and accents', () => {
    expect(evidenceOf(CRITERIA, row({ firstName: ' ANA ', lastName: 'López' })).name).toBe(true);
    expect(evidenceOf(CRITERIA, row({ firstName: 'Ana' })).name).toBe(false);
    expect(evidenceOf(CRITERIA, row({ lastName: 'Lopez' })).name).toBe(false);
  });

  it('counts phone, e-mail (home or school) and street as contacts', () => {
    expect(evidenceOf(CRITERIA, row({ phone: '16615550134' })).contacts).toBe(1);
    expect(evidenceOf(CRITERIA, row({ email: 'ANA@example.com' })).contacts).toBe(1);
    expect(evidenceOf(CRITERIA, row({ schoolEmail: 'ana@example.com' })).contacts).toBe(1);
    expect(evidenceOf(CRITERIA, row({ street: '123 Main Street' })).contacts).toBe(1);
    expect(
      evidenceOf(CRITERIA, row({ phone: '6615550134', email: 'ana@example.com', street: '123 main st' }))
        .contacts,
    ).toBe(3);
  });

  it('never matches on empty values', () => {
    const empty: SisCriteria = { ...CRITERIA, phone: '', email: '', address: '' };
    expect(evidenceOf(empty, row({ phone: '', email: '', schoolEmail: '', street: '' })).contacts).toBe(0);
    const noBirth: SisCriteria = { ...CRITERIA, birthDate: '' };
    expect(evidenceOf(noBirth, row({ birthDate: '' }))).toMatchObject({ birthDate: false, birthYear: false });
  });

  it('tells the birth date from the birth year only', () => {
    expect(evidenceOf(CRITERIA, row(BIRTH))).toMatchObject({ birthDate: true, birthYear: true });
    expect(evidenceOf(CRITERIA, row({ birthDate: '2010-01-03' }))).toMatchObject({
      birthDate: false,
      birthYear: true,
    });
  });

  it("knows the registration's own charter, in any case", () => {
    expect(evidenceOf(CRITERIA, row({ sisCharter: 'SIERRA VALLEY LEARNING ACADEMY' })).sameCharter).toBe(
      true,
    );
  });
});

describe('matchTypeOf', () => {
  const none: MatchEvidence = {
    name: false,
    birthDate: false,
    birthYear: false,
    contacts: 0,
    sameCharter: true,
  };

  it.each([
    [{ name: true, birthDate: true, birthYear: true }, 'Exact'],
    [{ name: true, birthDate: true, birthYear: true, contacts: 3 }, 'Exact'],
    [{ name: true, contacts: 1 }, 'Name and Contact'],
    [{ name: true, birthYear: true, contacts: 1 }, 'Name and Contact'],
    [{ birthDate: true, birthYear: true, contacts: 1 }, 'Birth Date and Contact'],
    [{ name: true, birthYear: true }, 'Name and Birth Year'],
    [{ contacts: 2 }, 'Contact Only'],
    [{ contacts: 3 }, 'Contact Only'],
  ] as const)('%o is %s', (evidence, expected) => {
    expect(matchTypeOf({ ...none, ...evidence })).toBe(expected);
  });

  it.each([
    [{}],
    [{ name: true }],
    [{ birthDate: true, birthYear: true }],
    [{ birthYear: true, contacts: 1 }],
    [{ contacts: 1 }],
    [{ contacts: 2, sameCharter: false }],
    [{ contacts: 3, sameCharter: false }],
  ] as const)('%o is no match', (evidence) => {
    expect(matchTypeOf({ ...none, ...evidence })).toBeNull();
  });

  it('answers only the types of the domain list', () => {
    expect(STUDENT_MATCH_TYPES).toEqual([
      'Exact',
      'Name and Contact',
      'Birth Date and Contact',
      'Name and Birth Year',
      'Contact Only',
    ]);
  });
});

describe('studentMatches', () => {
  it('answers the spec fields of each match, dates as MM/DD/YYYY, and drops the rows that do not match', () => {
    const matches = studentMatches(CRITERIA, [
      sameStudent({ localId: 'L-7', districtId: 'D-7', finishDate: '2025-06-05' }),
      row({ localId: 'L-8' }),
    ]);
    expect(matches).toEqual([
      {
        match_type: 'Exact',
        sis_charter: 'Sierra Valley Learning Academy',
        sis_student_first_name: 'Ana',
        sis_student_last_name: 'Lopez',
        sis_student_dob: '03/01/2010',
        sis_local_id: 'L-7',
        sis_district_id: 'D-7',
        start_date: '08/12/2024',
        finish_date: '06/05/2025',
        sis_school_email: 'someone@school.example.org',
        url: 'https://sis.example.org/students/L-1',
      },
    ]);
  });

  it('is empty when nothing matches', () => {
    expect(studentMatches(CRITERIA, [])).toEqual([]);
    expect(studentMatches(CRITERIA, [row(), row({ localId: 'L-2', ...NAME })])).toEqual([]);
  });

  it('puts the newest start date first across years, a row without a start date last', () => {
    const matches = studentMatches(CRITERIA, [
      sameStudent({ localId: 'A', startDate: '2023-12-31' }),
      sameStudent({ localId: 'B', startDate: '' }),
      sameStudent({ localId: 'C', startDate: '2024-01-02' }),
      sameStudent({ localId: 'D', startDate: '2019-09-01' }),
    ]);
    expect(matches.map((match) => [match.sis_local_id, match.start_date])).toEqual([
      ['C', '01/02/2024'],
      ['A', '12/31/2023'],
      ['D', '09/01/2019'],
      ['B', ''],
    ]);
  });

  it("on the same start date puts the stronger match first, then the registration's charter, then the local id", () => {
    const matches = studentMatches(CRITERIA, [
      row({ ...NAME, birthDate: '2010-05-05', localId: 'Z', phone: '6615550134' }),
      sameStudent({ localId: 'Y', sisCharter: 'Pacific Coast Learning Academy' }),
      sameStudent({ localId: 'X' }),
      sameStudent({ localId: 'W', sisCharter: 'Pacific Coast Learning Academy' }),
    ]);
    expect(matches.map((match) => [match.sis_local_id, match.match_type])).toEqual([
      ['X', 'Exact'],
      ['W', 'Exact'],
      ['Y', 'Exact'],
      ['Z', 'Name and Contact'],
    ]);
  });

  it('keeps one entry per SIS student, with its newest enrollment', () => {
    const matches = studentMatches(CRITERIA, [
      sameStudent({ localId: 'L-5', startDate: '2021-08-16', finishDate: '2022-06-01' }),
      sameStudent({ localId: 'L-5', startDate: '2024-01-08' }),
      sameStudent({ localId: 'L-5', sisCharter: 'Pacific Coast Learning Academy' }),
    ]);
    expect(matches.map((match) => [match.sis_charter, match.sis_local_id, match.start_date])).toEqual([
      ['Pacific Coast Learning Academy', 'L-5', '08/12/2024'],
      ['Sierra Valley Learning Academy', 'L-5', '01/08/2024'],
    ]);
  });

  it('gives every kind of match its type', () => {
    const matches = studentMatches(CRITERIA, [
      sameStudent({ localId: '1', startDate: '2024-05-01' }),
      row({ ...NAME, localId: '2', email: 'ana@example.com', startDate: '2024-04-01' }),
      row({ ...BIRTH, localId: '3', street: '123 Main Street', startDate: '2024-03-01' }),
      row({ ...NAME, birthDate: '2010-12-24', localId: '4', startDate: '2024-02-01' }),
      row({ localId: '5', phone: '6615550134', street: '123 main st', startDate: '2024-01-01' }),
    ]);
    expect(matches.map((match) => match.match_type)).toEqual([...STUDENT_MATCH_TYPES]);
  });
});
