/**
 * The seven steps of the public secondary enrollment (Lelo) wizard as zod/mini schemas; their order,
 * fields, limits and rules without zod are in `lelo-steps.ts`. Missing fields read as '' so a missing
 * value gets the step's banner message, not a type error. Messages are keys of the English catalog.
 */
import * as z from 'zod/mini';
import { US_STATE_CODES } from '../location/us-states.ts';
import type { ValidationMessageKey } from '../messages/en.ts';
import { CALIFORNIA_COUNTIES, hasCaliforniaCounties } from '../reference/california-counties.ts';
import { GENDERS } from '../reference/genders.ts';
import { GUARDIAN_RELATIONSHIPS, isSelfAdult } from '../reference/guardian-relationships.ts';
import { LIVING_SITUATIONS } from '../reference/living-situations.ts';
import { PHONE_TYPES } from '../reference/phone-types.ts';
import { AGE_RANGES, ageOn, parseIsoDate } from '../shared/birth-date.ts';
import { birthDateField } from '../shared/birth-date-field.ts';
import { recordIdField } from '../shared/id-fields.ts';
import { requiresStudentContact } from '../shared/student-contact.ts';
import { emailField } from '../shared/text-fields.ts';
import { phoneField, typedTextField } from '../shared/typed-text-fields.ts';
import { US_ZIP_PATTERN } from '../shared/zip.ts';
import { LELO_GRADES } from './grades.ts';
import { LELO_PREVIOUSLY_ENROLLED, LELO_YES_NO } from './lelo-options.ts';
import {
  isSignatureDateAcceptable,
  LELO_ADDRESS_MAX_LENGTH,
  LELO_MAILING_MAX_LENGTH,
  LELO_MAX_COURSES,
  needsMailingStep,
  needsNcaaUnderstanding,
  SHA256_HEX_PATTERN,
  SIGNATURE_DATA_URL_PATTERN,
} from './lelo-steps.ts';
import { type SignerNames, signerNameMatches } from './signer-name.ts';

type Key = ValidationMessageKey;

/** A trimmed text; '' when missing; `missing` when required and empty. */
function text(missing: Key | null) {
  return z.prefault(z.string().check(z.trim(), ...(missing ? [z.minLength(1, missing)] : [])), '');
}

function limitedText(missing: Key | null, max: number, maxKey: Key) {
  return z.prefault(
    z.string().check(z.trim(), ...(missing ? [z.minLength(1, missing)] : []), z.maxLength(max, maxKey)),
    '',
  );
}

/** One of the options, or '' (then `missing` when required). */
function choice(options: readonly string[], missing: Key | null) {
  return z.prefault(
    z.string().check(
      z.trim(),
      ...(missing ? [z.minLength(1, missing)] : []),
      z.refine((value) => value === '' || options.includes(value), 'registration.option.invalid'),
    ),
    '',
  );
}

function name(missing: Key | null) {
  return typedTextField('name', { missing });
}

function email(missing: Key | null) {
  return emailField(missing);
}

function phone(missing: Key | null) {
  return phoneField(missing);
}

function zip(missing: Key | null) {
  return z.prefault(
    z.string().check(
      z.trim(),
      ...(missing ? [z.minLength(1, missing)] : []),
      z.refine((value) => value === '' || US_ZIP_PATTERN.test(value), 'lelo.zip.invalid'),
    ),
    '',
  );
}

const flag = z.prefault(z.boolean(), false);

function requireFields<T extends Record<string, unknown>>(
  value: T,
  ctx: z.core.$RefinementCtx<T>,
  fields: readonly (keyof T & string)[],
  message: Key,
): void {
  for (const field of fields)
    if (value[field] === '' || value[field] === false)
      ctx.addIssue({ code: 'custom', path: [field], message, input: value[field] });
}

const REQUIRED: Key = 'lelo.fields.required';

// ── 1. Location ──
export const leloLocationStepSchema = z.object({
  charter: text('lelo.step.required'),
  charter_id: text(null),
  learningCenter: text('lelo.step.required'),
  siteId: text(null),
});
export type LeloLocationStep = z.output<typeof leloLocationStepSchema>;

// ── 2. Student ──
export const leloStudentObject = z.object({
  hasPreviouslyEnrolled: choice(LELO_PREVIOUSLY_ENROLLED, REQUIRED),
  firstName: name(REQUIRED),
  middleName: name(null),
  lastName: name(REQUIRED),
  gender: choice(GENDERS, REQUIRED),
  birthDate: leloBirthDate(),
  // Required from 18 only (checkLeloStudentContact).
  studentEmail: email(null),
  studentPrimaryPhone: phone(null),
  studentPrimaryPhoneType: choice(PHONE_TYPES, null),
});
export type LeloStudentStep = z.output<typeof leloStudentObject>;

/**
 * The birth date with the secondary enrollment's age range; `today` (YYYY-MM-DD, the business day) is
 * for tests and the server, otherwise the business day at parse time.
 */
export function leloBirthDate(today?: string) {
  return birthDateField(AGE_RANGES.secondaryEnrollment, { missing: REQUIRED, today });
}

/** The student step; `today` (YYYY-MM-DD) is for tests, otherwise the business day at parse time. */
export function leloStudentStepSchema(today?: string) {
  const object =
    today === undefined
      ? leloStudentObject
      : z.extend(leloStudentObject, { birthDate: leloBirthDate(today) });
  return object.check(z.superRefine((value, ctx) => checkLeloStudentContact(value, ctx, today)));
}

/**
 * The student's own e-mail, phone and phone type: required from 18 (`requiresStudentContact`). A
 * minor's parent is the contact (the parent step requires the parent's), so a minor's are optional
 * (checked when given), the phone type then only with a phone.
 */
export function checkLeloStudentContact<
  T extends Pick<
    LeloStudentStep,
    'birthDate' | 'studentEmail' | 'studentPrimaryPhone' | 'studentPrimaryPhoneType'
  >,
>(value: T, ctx: z.core.$RefinementCtx<T>, today?: string): void {
  if (requiresStudentContact(ageOn(value.birthDate, today)))
    requireFields(value, ctx, ['studentEmail', 'studentPrimaryPhone', 'studentPrimaryPhoneType'], REQUIRED);
  else if (value.studentPrimaryPhone !== '') requireFields(value, ctx, ['studentPrimaryPhoneType'], REQUIRED);
}
export const leloStudentSchema = leloStudentStepSchema();

// ── 3. Parent or guardian ──
export const leloParentObject = z.object({
  pgRelationshipToStudent: choice(GUARDIAN_RELATIONSHIPS, REQUIRED),
  pgFirstName: name(null),
  pgLastName: name(null),
  pgPrimaryEmail: email(null),
  pgPrimaryPhone: phone(null),
  pgPrimaryPhoneType: choice(PHONE_TYPES, null),
});
export type LeloParentStep = z.output<typeof leloParentObject>;

/** The parent step: only the relationship when it is 'Self 18+', otherwise every field. */
export const leloParentStepSchema = leloParentObject.check(z.superRefine(checkLeloParent));

export function checkLeloParent<T extends LeloParentStep>(value: T, ctx: z.core.$RefinementCtx<T>): void {
  if (value.pgRelationshipToStudent === '' || isSelfAdult(value.pgRelationshipToStudent)) return;
  requireFields(
    value,
    ctx,
    ['pgFirstName', 'pgLastName', 'pgPrimaryEmail', 'pgPrimaryPhone', 'pgPrimaryPhoneType'],
    REQUIRED,
  );
}

// ── 4. Physical address ──

export const leloPhysicalAddressObject = z.object({
  liveWithPg: choice(LELO_YES_NO, REQUIRED),
  livingStatus: choice(LIVING_SITUATIONS, REQUIRED),
  street: typedTextField('street', {
    missing: REQUIRED,
    max: LELO_ADDRESS_MAX_LENGTH,
    maxKey: 'lelo.text.max100',
  }),
  city: typedTextField('place', {
    missing: REQUIRED,
    max: LELO_ADDRESS_MAX_LENGTH,
    maxKey: 'lelo.text.max100',
  }),
  state: choice(US_STATE_CODES, REQUIRED),
  zip: zip(REQUIRED),
  // The county of residence: one of the 58 counties for California (checkLeloCounty), else a place name.
  country: typedTextField('place', {
    missing: REQUIRED,
    max: LELO_ADDRESS_MAX_LENGTH,
    maxKey: 'lelo.text.max100',
  }),
  district: limitedText(REQUIRED, LELO_ADDRESS_MAX_LENGTH, 'lelo.text.max100'),
  isMailingAddressTheSame: choice(LELO_YES_NO, REQUIRED),
});
export type LeloPhysicalAddressStep = z.output<typeof leloPhysicalAddressObject>;

/** A California address names one of its counties; elsewhere the county is typed (no list is kept). */
export function checkLeloCounty<T extends Pick<LeloPhysicalAddressStep, 'state' | 'country'>>(
  value: T,
  ctx: z.core.$RefinementCtx<T>,
): void {
  if (!hasCaliforniaCounties(value.state) || value.country === '') return;
  if (!(CALIFORNIA_COUNTIES as readonly string[]).includes(value.country))
    ctx.addIssue({
      code: 'custom',
      path: ['country'],
      message: 'registration.option.invalid',
      input: value.country,
    });
}

export const leloPhysicalAddressStepSchema = leloPhysicalAddressObject.check(z.superRefine(checkLeloCounty));

// ── 5. Mailing address ──
/** The mailing fields; `required` false for the whole submission, where they count only when the address differs. */
export function leloMailingAddressObject(required: boolean) {
  const missing = required ? REQUIRED : null;
  return z.object({
    mailingStreet: typedTextField('street', {
      missing,
      max: LELO_MAILING_MAX_LENGTH,
      maxKey: 'lelo.text.max50',
    }),
    mailingCity: typedTextField('place', {
      missing,
      max: LELO_MAILING_MAX_LENGTH,
      maxKey: 'lelo.text.max50',
    }),
    mailingState: choice(US_STATE_CODES, missing),
    mailingZip: zip(missing),
  });
}
export const leloMailingAddressStepSchema = leloMailingAddressObject(true);

/** The mailing fields are required when the mailing address is not the same as the physical one. */
export function checkLeloMailing<T extends LeloMailingAddressStep & { isMailingAddressTheSame: string }>(
  value: T,
  ctx: z.core.$RefinementCtx<T>,
): void {
  if (!needsMailingStep(value.isMailingAddressTheSame)) return;
  requireFields(value, ctx, ['mailingStreet', 'mailingCity', 'mailingState', 'mailingZip'], REQUIRED);
}
export type LeloMailingAddressStep = z.output<typeof leloMailingAddressStepSchema>;

// ── 6. Classes ──
export const leloCourseSchema = z.object({
  id: recordIdField(REQUIRED),
  course_name: z.string().check(z.trim(), z.minLength(1, REQUIRED)),
  /** The course is NCAA-flagged in the catalog. */
  ncaa: z.optional(z.boolean()),
});
export type LeloCourse = z.output<typeof leloCourseSchema>;

export const leloClassesObject = z.object({
  gradeLevel: choice(LELO_GRADES, REQUIRED),
  notes: limitedText(null, 1000, 'registration.text.max1000'),
  courses: z.prefault(
    z
      .array(leloCourseSchema)
      .check(z.minLength(1, REQUIRED), z.maxLength(LELO_MAX_COURSES, 'lelo.course.tooMany')),
    [],
  ),
  understood1: flag,
});

/**
 * The classes step as the wizard checks it: the submitted fields plus `includeNcaa`, the wizard's
 * copy of the offering's includeNCAA setting (set when the step loads the offering). It is never
 * submitted: the server reads the offering itself (`resolveOfferedCourses`).
 */
export const leloClassesStepObject = z.object({ ...leloClassesObject.shape, includeNcaa: flag });
export type LeloClassesStep = z.output<typeof leloClassesStepObject>;

/** The classes step: a grade, one or more distinct courses, the NCAA notice understood when it applies. */
export const leloClassesStepSchema = leloClassesStepObject.check(z.superRefine(checkLeloClasses));

/** No course picked twice (the whole submission checks this; the NCAA rule is the server's, against the offering). */
export function checkLeloCourseDuplicates<T extends Pick<LeloClassesStep, 'courses'>>(
  value: T,
  ctx: z.core.$RefinementCtx<T>,
): void {
  const ids = value.courses.map((course) => course.id);
  if (new Set(ids).size !== ids.length)
    ctx.addIssue({
      code: 'custom',
      path: ['courses'],
      message: 'lelo.course.duplicate',
      input: value.courses,
    });
}

export function checkLeloClasses<T extends LeloClassesStep>(value: T, ctx: z.core.$RefinementCtx<T>): void {
  checkLeloCourseDuplicates(value, ctx);
  if (needsNcaaUnderstanding(value.gradeLevel, value.courses, value.includeNcaa) && !value.understood1)
    ctx.addIssue({
      code: 'custom',
      path: ['understood1'],
      message: 'lelo.ncaa.required',
      input: value.understood1,
    });
}

// ── 7. Agreement ──
function signature(missing: Key | null) {
  return z.prefault(
    z.string().check(
      ...(missing ? [z.minLength(1, missing)] : []),
      z.refine((value) => value === '' || SIGNATURE_DATA_URL_PATTERN.test(value), 'lelo.signature.invalid'),
    ),
    '',
  );
}

function signatureDate() {
  return z.prefault(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || parseIsoDate(value) !== null, 'registration.value.invalid'),
    ),
    '',
  );
}

export const leloAgreementObject = z.object({
  pgRelationshipToStudent: text(null),
  understood2: flag,
  studentSignature: signature(REQUIRED),
  studentName: name(REQUIRED),
  studentSignatureDate: signatureDate(),
  parentSignature: signature(null),
  parentName: name(null),
  parentSignatureDate: signatureDate(),
  /** SHA-256 (hex) the browser computed of the agreement HTML it showed; optional, kept in the evidence. */
  agreementSha256Shown: z.prefault(
    z.string().check(
      z.trim(),
      z.toLowerCase(),
      z.refine((value) => value === '' || SHA256_HEX_PATTERN.test(value), 'registration.value.invalid'),
    ),
    '',
  ),
});
export type LeloAgreementStep = z.output<typeof leloAgreementObject>;

/** The names the typed signer names are held to; each is checked on its own step. */
export type LeloSignerNameSources = Pick<LeloStudentStep, 'firstName' | 'middleName' | 'lastName'> &
  Pick<LeloParentStep, 'pgFirstName' | 'pgLastName'>;

/**
 * The agreement step as the wizard checks it: its fields plus the student's and parent's names from
 * steps 2 and 3, read (never checked) here so the typed signer names can be held to them.
 */
export const leloAgreementStepObject = z.object({
  ...leloAgreementObject.shape,
  firstName: text(null),
  middleName: text(null),
  lastName: text(null),
  pgFirstName: text(null),
  pgLastName: text(null),
});

/**
 * The agreement step: the student's signature, name and date; the parent's too unless 'Self 18+'.
 * Each typed name must be the signer's own (`signerNameMatches`).
 */
export const leloAgreementStepSchema = leloAgreementStepObject.check(z.superRefine(checkLeloAgreement));

function checkSignerName<T extends LeloAgreementStep>(
  value: T,
  ctx: z.core.$RefinementCtx<T>,
  field: 'studentName' | 'parentName',
  names: SignerNames,
  message: Key,
): void {
  const typed = value[field];
  if (typed !== '' && !signerNameMatches(typed, names))
    ctx.addIssue({ code: 'custom', path: [field], message, input: typed });
}

export function checkLeloAgreement<T extends LeloAgreementStep & LeloSignerNameSources>(
  value: T,
  ctx: z.core.$RefinementCtx<T>,
): void {
  requireFields(value, ctx, ['understood2', 'studentSignatureDate'], REQUIRED);
  checkSignerName(
    value,
    ctx,
    'studentName',
    { first: value.firstName, middle: value.middleName, last: value.lastName },
    'lelo.studentName.mismatch',
  );
  if (isSelfAdult(value.pgRelationshipToStudent)) return;
  requireFields(value, ctx, ['parentSignature', 'parentName', 'parentSignatureDate'], REQUIRED);
  checkSignerName(
    value,
    ctx,
    'parentName',
    { first: value.pgFirstName, last: value.pgLastName },
    'lelo.parentName.mismatch',
  );
}

/** Each signature date given must be today ±1 day ('Please use today's date.'); a missing one is the required rule's. */
export function checkLeloSignatureDates<T extends LeloAgreementStep>(
  value: T,
  ctx: z.core.$RefinementCtx<T>,
  today: string,
): void {
  const fields = isSelfAdult(value.pgRelationshipToStudent)
    ? (['studentSignatureDate'] as const)
    : (['studentSignatureDate', 'parentSignatureDate'] as const);
  for (const field of fields) {
    const date = value[field];
    if (date !== '' && parseIsoDate(date) !== null && !isSignatureDateAcceptable(date, today))
      ctx.addIssue({ code: 'custom', path: [field], message: 'lelo.signatureDate.today', input: date });
  }
}
