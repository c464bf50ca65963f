/**
 * What a record brings to duplicate detection: the student's names and birth date and the parent's
 * contact, within the record's charter. Interests, registrations and secondary enrollments are
 * compared with one another through this one shape.
 */
import type { InterestEntry } from '../interest/interest-entry.ts';
import type { LeloRegistrationRecord } from '../lelo/lelo-record.ts';
import { isSelfAdult } from '../reference/guardian-relationships.ts';
import type { RegistrationRecord } from '../registration/registration-record.ts';
import { parseIsoDate } from '../shared/birth-date.ts';
import { EMAIL_PATTERN } from '../shared/email.ts';
import { comparableName } from '../shared/names.ts';
import { phoneDigits } from '../shared/phone.ts';

/** The kinds of record compared: an interest, a (primary) registration, a secondary enrollment. */
export const DUPLICATE_KINDS = ['interest', 'registration', 'lelo'] as const;
export type DuplicateKind = (typeof DUPLICATE_KINDS)[number];

/** Which record: its kind and id (ids are unique within a kind only). */
export interface RecordRef {
  kind: DuplicateKind;
  id: string;
}

export interface DuplicateSubject extends RecordRef {
  charterId: string;
  studentFirstName: string;
  studentLastName: string;
  /** YYYY-MM-DD, or '' when not known. */
  birthDate: string;
  /** The parent's contact; '' for a student who answers for themself ('Self 18+', an adult's interest). */
  parentEmail: string;
  parentPhone: string;
}

/** A subject's fields as the rules compare them; '' is an unknown field, which never matches. */
export interface NormalisedSubject extends RecordRef {
  charterId: string;
  first: string;
  last: string;
  birth: string;
  email: string;
  phone: string;
}

/**
 * The fields as compared: names by `comparableName`; the birth date only when it is a real
 * YYYY-MM-DD date; the e-mail trimmed and lower case, only when it is an address; the phone as its ten
 * digits (a leading US 1 dropped), only when it has ten.
 */
export function normalisedSubject(subject: DuplicateSubject): NormalisedSubject {
  const birth = subject.birthDate.trim();
  const email = subject.parentEmail.trim().toLowerCase();
  const phone = phoneDigits(subject.parentPhone);
  return {
    kind: subject.kind,
    id: subject.id,
    charterId: subject.charterId.trim(),
    first: comparableName(subject.studentFirstName),
    last: comparableName(subject.studentLastName),
    birth: parseIsoDate(birth) ? birth : '',
    email: EMAIL_PATTERN.test(email) ? email : '',
    phone: phone.length === 10 ? phone : '',
  };
}

/**
 * A field of a stored record as text: a record stored before the field existed, or partly by hand,
 * lacks it (read as '', which no rule matches).
 */
function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The parent's contact of a record: none when no parent is named (an adult's interest, a registration
 * whose parent step an adult skipped) or the student answers for themself ('Self 18+'), since the
 * e-mail and phone are then the student's own and would link strangers as one family.
 */
function parentContact(relationship: unknown, email: unknown, phone: unknown) {
  const relation = text(relationship);
  const hasParent = relation.trim() !== '' && !isSelfAdult(relation);
  return { parentEmail: hasParent ? text(email) : '', parentPhone: hasParent ? text(phone) : '' };
}

function charterIdOf(record: { charter_id?: string }): string {
  return text(record.charter_id);
}

export function duplicateSubjectOfInterest(
  entry: Pick<
    InterestEntry,
    | 'id'
    | 'charter_id'
    | 'studentFirstName'
    | 'studentLastName'
    | 'birthDate'
    | 'parentRelationship'
    | 'primaryEmail'
    | 'phone'
  >,
): DuplicateSubject {
  return {
    kind: 'interest',
    id: entry.id,
    charterId: charterIdOf(entry),
    studentFirstName: text(entry.studentFirstName),
    studentLastName: text(entry.studentLastName),
    birthDate: text(entry.birthDate),
    ...parentContact(entry.parentRelationship, entry.primaryEmail, entry.phone),
  };
}

/** The fields a registration and a secondary enrollment share (both wizards ask them alike). */
type WizardField =
  | 'id'
  | 'charter_id'
  | 'firstName'
  | 'lastName'
  | 'birthDate'
  | 'pgRelationshipToStudent'
  | 'pgPrimaryEmail'
  | 'pgPrimaryPhone';
type WizardRecord = Pick<RegistrationRecord, WizardField> | Pick<LeloRegistrationRecord, WizardField>;

function subjectOfWizardRecord(kind: 'registration' | 'lelo', record: WizardRecord): DuplicateSubject {
  return {
    kind,
    id: record.id,
    charterId: charterIdOf(record),
    studentFirstName: text(record.firstName),
    studentLastName: text(record.lastName),
    birthDate: text(record.birthDate),
    ...parentContact(record.pgRelationshipToStudent, record.pgPrimaryEmail, record.pgPrimaryPhone),
  };
}

/** A registration's subject: the student and Parent/Guardian 1's e-mail and phone. */
export function duplicateSubjectOfRegistration(
  record: Pick<RegistrationRecord, WizardField>,
): DuplicateSubject {
  return subjectOfWizardRecord('registration', record);
}

/** A secondary enrollment's subject: the student and the parent's e-mail and phone. */
export function duplicateSubjectOfLelo(record: Pick<LeloRegistrationRecord, WizardField>): DuplicateSubject {
  return subjectOfWizardRecord('lelo', record);
}
