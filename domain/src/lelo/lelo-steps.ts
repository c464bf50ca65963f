/**
 * What the secondary enrollment (Lelo) wizard knows of its steps without checking them: their order,
 * the fields each one asks, the limits and patterns, the skip and NCAA rules, the empty draft and the
 * pre-submit checks. No zod here: the public wizard's first screen needs all of this, while the
 * step schemas (`step-schemas.ts`), which do need zod, are fetched apart from the page.
 */
import type { ValidationMessageKey as Key } from '../messages/en.ts';
import { validationMessagesEn } from '../messages/en.ts';
import { parseIsoDate } from '../shared/birth-date.ts';
import { addDaysIso } from '../shared/today-in-zone.ts';
import { isHighSchoolGrade } from './grades.ts';
import type { LeloDraft } from './lelo-submission.ts';

export const LELO_STEPS = [
  'location',
  'student',
  'parent',
  'physicalAddress',
  'mailingAddress',
  'classes',
  'agreement',
] as const;
export type LeloStepKey = (typeof LELO_STEPS)[number];

export const LELO_ADDRESS_MAX_LENGTH = 100;
export const LELO_MAILING_MAX_LENGTH = 50;
export const LELO_MAX_COURSES = 4;

/** The banner of a step that is not valid. */
export function leloStepMessageKey(step: LeloStepKey): Key {
  return step === 'location' ? 'lelo.step.required' : 'lelo.fields.required';
}

/** The mailing step is skipped when the mailing address is the same as the physical one. */
export function needsMailingStep(isMailingAddressTheSame: string): boolean {
  return isMailingAddressTheSame !== 'Yes';
}

/**
 * The NCAA notice and its 'I Understand' box apply in grades 9-12 when the learning center's high
 * school offering includes the NCAA notice (staff's includeNCAA 'Yes') and a picked course is NCAA-flagged.
 */
export function needsNcaaUnderstanding(
  gradeLevel: string,
  courses: readonly { ncaa?: boolean }[],
  includeNcaa: boolean,
): boolean {
  return includeNcaa && isHighSchoolGrade(gradeLevel) && courses.some((course) => course.ncaa === true);
}

/** A drawn signature as the canvas gives it: a PNG data URL with some content. */
export const SIGNATURE_DATA_URL_PATTERN = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;

/** A hex SHA-256, or '' (an older draft has none). */
export const SHA256_HEX_PATTERN = /^[0-9a-f]{64}$/;

/** How far a signature date may be from today (the business day): a family near midnight or in another zone. */
export const SIGNATURE_DATE_TOLERANCE_DAYS = 1;

/** Whether a signature date (YYYY-MM-DD) is today, the day before or the day after. */
export function isSignatureDateAcceptable(date: string, today: string): boolean {
  if (!parseIsoDate(date) || !parseIsoDate(today)) return false;
  return (
    date >= addDaysIso(today, -SIGNATURE_DATE_TOLERANCE_DAYS) &&
    date <= addDaysIso(today, SIGNATURE_DATE_TOLERANCE_DAYS)
  );
}

// ── Before submit ──
export interface LeloPreSubmitFields {
  charter?: string | null;
  charter_id?: string | null;
  learningCenter?: string | null;
  siteId?: string | null;
}

const PRE_SUBMIT_CHECKS: readonly [keyof LeloPreSubmitFields, Key][] = [
  ['charter', 'lelo.charter.required'],
  ['charter_id', 'lelo.charterId.required'],
  ['learningCenter', 'lelo.learningCenter.required'],
  ['siteId', 'lelo.siteId.required'],
];

/** The message keys of the missing location fields, checked right before submitting. */
export function leloPreSubmitErrorKeys(fields: LeloPreSubmitFields): Key[] {
  return PRE_SUBMIT_CHECKS.filter(([field]) => (fields[field] ?? '').trim() === '').map(([, key]) => key);
}

/** The 'Validation failed: ...' texts of the missing location fields, in the spec's order. */
export function leloPreSubmitErrors(fields: LeloPreSubmitFields): string[] {
  return leloPreSubmitErrorKeys(fields).map((key) => validationMessagesEn[key]);
}

/**
 * The fields each step asks, in the order it shows them (the relationship belongs to the parent step,
 * though the agreement reads it). `step-schemas.test.ts` holds them to the step schemas' shapes.
 */
export const LELO_STEP_FIELDS = {
  location: ['charter', 'charter_id', 'learningCenter', 'siteId'],
  student: [
    'hasPreviouslyEnrolled',
    'firstName',
    'middleName',
    'lastName',
    'gender',
    'birthDate',
    'studentEmail',
    'studentPrimaryPhone',
    'studentPrimaryPhoneType',
  ],
  parent: [
    'pgRelationshipToStudent',
    'pgFirstName',
    'pgLastName',
    'pgPrimaryEmail',
    'pgPrimaryPhone',
    'pgPrimaryPhoneType',
  ],
  physicalAddress: [
    'liveWithPg',
    'livingStatus',
    'street',
    'city',
    'state',
    'zip',
    'country',
    'district',
    'isMailingAddressTheSame',
  ],
  mailingAddress: ['mailingStreet', 'mailingCity', 'mailingState', 'mailingZip'],
  classes: ['gradeLevel', 'notes', 'courses', 'understood1'],
  agreement: [
    'understood2',
    'studentSignature',
    'studentName',
    'studentSignatureDate',
    'parentSignature',
    'parentName',
    'parentSignatureDate',
    'agreementSha256Shown',
  ],
} as const satisfies Record<LeloStepKey, readonly (keyof LeloDraft)[]>;

/** The wizard's draft before anything is filled: every field present, '' / false / []. */
export function emptyLeloDraft(): LeloDraft {
  const fields = Object.values(LELO_STEP_FIELDS).flat();
  const text = Object.fromEntries(['permalink', ...fields].map((field) => [field, '']));
  return {
    ...(text as Record<keyof LeloDraft, string>),
    understood1: false,
    understood2: false,
    includeNcaa: false,
    courses: [],
  };
}
