/**
 * The student-match rules, in one place: how a registration is looked up in the student-information
 * system (its criteria), when a SIS row is the same student and how strongly (match_type), and the
 * order staff see the matches in. Both SIS adapters only narrow the candidates; these rules decide.
 */
import {
  parseIsoDate,
  phoneDigits,
  type RegistrationRecord,
  STUDENT_MATCH_TYPES,
  type StudentMatch,
  type StudentMatchType,
} from '@enroll/domain';
import type { SisCriteria, SisStudentRow } from './sis-directory.ts';

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** 'YYYY-MM-DD' → 'MM/DD/YYYY'; '' for anything that is not a real date. */
export function isoToUsDate(iso: string): string {
  const date = parseIsoDate(iso.trim());
  if (!date) return '';
  return `${String(date.month).padStart(2, '0')}/${String(date.day).padStart(2, '0')}/${date.year}`;
}

/** 'MM/DD/YYYY' → 'YYYY-MM-DD'; '' for anything that is not a real date. */
export function usToIsoDate(us: string): string {
  const match = US_DATE.exec(us.trim());
  if (!match) return '';
  const iso = `${match[3]}-${match[1]}-${match[2]}`;
  return parseIsoDate(iso) ? iso : '';
}

/**
 * A name or street as compared: lower case, accents dropped ('José' is 'jose'), punctuation and runs
 * of spaces as one space, so "O'Neil " and 'o neil' are the same.
 */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The common street words written out or abbreviated, compared as the abbreviation. */
const STREET_WORDS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  road: 'rd',
  drive: 'dr',
  boulevard: 'blvd',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  highway: 'hwy',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  apartment: 'apt',
};

/** A street line as compared: normalizeText, then 'Street' and 'St' (and the like) alike. */
export function normalizeStreet(value: string): string {
  return normalizeText(value)
    .split(' ')
    .map((word) => STREET_WORDS[word] ?? word)
    .join(' ');
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * The criteria of a stored registration: the student's names and birth date, the student's phone and
 * e-mail (the first parent's when the student gave none), the home street and the learning center's
 * charter.
 */
export function criteriaOf(record: RegistrationRecord): SisCriteria {
  return {
    firstName: record.firstName.trim(),
    lastName: record.lastName.trim(),
    birthDate: isoToUsDate(record.birthDate),
    phone: phoneDigits(record.studentPrimaryPhone || record.pgPrimaryPhone),
    email: normalizeEmail(record.studentEmail || record.pgPrimaryEmail),
    charterName: record.learningCenterCharter.trim(),
    address: record.street.trim(),
  };
}

/** What a SIS row has in common with the criteria. */
export interface MatchEvidence {
  /** First and last name both equal. */
  name: boolean;
  birthDate: boolean;
  birthYear: boolean;
  /** How many of phone, e-mail (home or school) and street are equal. */
  contacts: number;
  sameCharter: boolean;
}

function sameNonEmpty(left: string, right: string): boolean {
  return left !== '' && left === right;
}

export function evidenceOf(criteria: SisCriteria, row: SisStudentRow): MatchEvidence {
  const birthDate = usToIsoDate(criteria.birthDate);
  const rowBirthDate = parseIsoDate(row.birthDate.trim()) ? row.birthDate.trim() : '';
  const email = normalizeEmail(criteria.email);
  const contacts = [
    sameNonEmpty(phoneDigits(criteria.phone), phoneDigits(row.phone)),
    sameNonEmpty(email, normalizeEmail(row.email)) || sameNonEmpty(email, normalizeEmail(row.schoolEmail)),
    sameNonEmpty(normalizeStreet(criteria.address), normalizeStreet(row.street)),
  ].filter(Boolean).length;
  return {
    name:
      sameNonEmpty(normalizeText(criteria.firstName), normalizeText(row.firstName)) &&
      sameNonEmpty(normalizeText(criteria.lastName), normalizeText(row.lastName)),
    birthDate: sameNonEmpty(birthDate, rowBirthDate),
    birthYear: sameNonEmpty(birthDate.slice(0, 4), rowBirthDate.slice(0, 4)),
    contacts,
    sameCharter: sameNonEmpty(normalizeText(criteria.charterName), normalizeText(row.sisCharter)),
  };
}

/**
 * How a row matches, strongest first, or null when it is not a match:
 * - 'Exact': first name, last name and birth date;
 * - 'Name and Contact': the name and a phone, e-mail or street (the birth date differs: a typo);
 * - 'Birth Date and Contact': the birth date and a contact (the name is spelled differently);
 * - 'Name and Birth Year': the name and the birth year only (day and month swapped or mistyped);
 * - 'Contact Only': two contacts at the registration's own charter (a renamed record; one shared
 *   phone or address, or a family at another charter, is a sibling more often than the student).
 */
export function matchTypeOf(evidence: MatchEvidence): StudentMatchType | null {
  if (evidence.name && evidence.birthDate) return 'Exact';
  if (evidence.name && evidence.contacts > 0) return 'Name and Contact';
  if (evidence.birthDate && evidence.contacts > 0) return 'Birth Date and Contact';
  if (evidence.name && evidence.birthYear) return 'Name and Birth Year';
  if (evidence.contacts >= 2 && evidence.sameCharter) return 'Contact Only';
  return null;
}

function toStudentMatch(row: SisStudentRow, matchType: StudentMatchType): StudentMatch {
  return {
    match_type: matchType,
    sis_charter: row.sisCharter.trim(),
    sis_student_first_name: row.firstName.trim(),
    sis_student_last_name: row.lastName.trim(),
    sis_student_dob: isoToUsDate(row.birthDate),
    sis_local_id: row.localId.trim(),
    sis_district_id: row.districtId.trim(),
    start_date: isoToUsDate(row.startDate),
    finish_date: isoToUsDate(row.finishDate),
    sis_school_email: row.schoolEmail.trim(),
    url: row.url.trim(),
  };
}

/** 'MM/DD/YYYY' as a sortable 'YYYYMMDD' ('' sorts last). */
function sortableDate(us: string): string {
  return usToIsoDate(us).replaceAll('-', '');
}

/**
 * Newest start date first (the spec), a row without a start date last; on the same day the stronger
 * match, then the registration's own charter, then the local id, so the order never depends on the
 * order the SIS answered in.
 */
function compareMatches(
  left: { match: StudentMatch; sameCharter: boolean },
  right: { match: StudentMatch; sameCharter: boolean },
): number {
  const byStart = sortableDate(right.match.start_date).localeCompare(sortableDate(left.match.start_date));
  if (byStart !== 0) return byStart;
  const byType =
    STUDENT_MATCH_TYPES.indexOf(left.match.match_type) - STUDENT_MATCH_TYPES.indexOf(right.match.match_type);
  if (byType !== 0) return byType;
  if (left.sameCharter !== right.sameCharter) return left.sameCharter ? -1 : 1;
  return left.match.sis_local_id.localeCompare(right.match.sis_local_id);
}

/**
 * The matches among the SIS rows: each with its match_type, non-matches dropped, newest start date
 * first, and one entry per SIS student (charter and local id): a student enrolled more than once
 * appears with the newest enrollment.
 */
export function studentMatches(criteria: SisCriteria, rows: readonly SisStudentRow[]): StudentMatch[] {
  const found: { match: StudentMatch; sameCharter: boolean }[] = [];
  for (const row of rows) {
    const evidence = evidenceOf(criteria, row);
    const matchType = matchTypeOf(evidence);
    if (matchType) found.push({ match: toStudentMatch(row, matchType), sameCharter: evidence.sameCharter });
  }
  const seen = new Set<string>();
  return found
    .sort(compareMatches)
    .map((entry) => entry.match)
    .filter((match) => {
      const key = `${match.sis_charter}\u0000${match.sis_local_id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
