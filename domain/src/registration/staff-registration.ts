/**
 * The staff registration form (the Add Registration Form and the admin edit form of
 * /registration-forms/{id}): one page with every section, the enrollment type, the learning center
 * chosen through the site search modals, and the rules of a complete staff registration, shared by
 * the form (what to mark red) and the server (what to refuse).
 *
 * Sections: Student Information (with the preferred name and pronouns), Parent Information (parent 1
 * and parent 2), Physical Address, Mailing Address (only when it differs) and, unless the student
 * registers for intercession, Ethnicity … Emergency Contacts. Intercession also hides the suffix
 * question, does not ask birth state and country nor parent 2's education; it requires the grade in
 * the Add form, and the edit form hides the grade. The preferred name and pronouns and Parent 2 are
 * optional groups (the long public flow never asks them, so a family's registration must stay
 * editable without them); once staff start one, it must be complete.
 */
import * as z from 'zod/mini';
import type { ValidationMessageKey } from '../messages/en.ts';
import { EDUCATION_LEVELS } from '../reference/education-levels.ts';
import {
  GUARDIAN_RELATIONSHIPS,
  isSelfAdult,
  isSelfAdultRefused,
} from '../reference/guardian-relationships.ts';
import { PHONE_TYPES } from '../reference/phone-types.ts';
import { ageOn } from '../shared/birth-date.ts';
import { EMAIL_PATTERN } from '../shared/email.ts';
import { RECORD_ID_PATTERN, SITE_ID_PATTERN } from '../shared/ids.ts';
import { hasAllowedCharacters, NAME_MAX_LENGTH } from '../shared/names.ts';
import { isKeptPhone } from '../shared/phone.ts';
import { businessToday } from '../shared/today-in-zone.ts';
import {
  ENROLLMENT_TYPES,
  type EnrollmentType,
  enrollmentTypeOf,
  registersForIntercession,
} from './enrollment-type.ts';
import {
  EYE_CONDITION_FIELDS,
  HEALTH_CONDITION_FIELDS,
  showsParentFields,
} from './registration-conditions.ts';
import type { RegistrationDraft, RegistrationField } from './registration-draft.ts';
import { registrationDraftShape } from './registration-draft-schema.ts';
import { draftFromRecord, type RegistrationRecord } from './registration-record.ts';
import { PARENT2_DETAIL_FIELDS, registrationStepFields } from './registration-step-fields.ts';
import { LONG_REGISTRATION_STEPS, type RegistrationStepKey } from './registration-steps.ts';
import { registrationStepIssues } from './step-rules.ts';
import { addRegistrationIssues } from './step-schemas.ts';

/** Which form the rules are for: the Add Registration Form or the edit form of the detail screen. */
export type StaffRegistrationMode = 'add' | 'edit';

/**
 * The sections of the staff form: the wizard's steps, with the preferred name and pronouns inside
 * Student Information and Parent 2 inside Parent Information.
 */
export type StaffRegistrationSection = Exclude<
  RegistrationStepKey,
  'studentPreference' | 'parent2Information'
>;

/**
 * The sections of the staff form, in order: the long wizard's steps (the long wizard has no Student
 * Preference nor Parent 2 step either).
 */
export const STAFF_REGISTRATION_SECTIONS =
  LONG_REGISTRATION_STEPS satisfies readonly StaffRegistrationSection[];

/** What an intercession registration asks: the student, the parents and the addresses. */
const INTERCESSION_SECTIONS: readonly StaffRegistrationSection[] = [
  'studentInformation',
  'parentInformation',
  'physicalAddress',
  'mailingAddress',
];

/** The sections an intercession registration skips: only a regular registration asks them. */
export const REGULAR_ONLY_SECTIONS = STAFF_REGISTRATION_SECTIONS.filter(
  (section) => !INTERCESSION_SECTIONS.includes(section),
);

/** The sections shown for this draft: mailing only when it differs; intercession skips the regular-only ones. */
export function staffRegistrationSections(
  draft: Pick<RegistrationDraft, 'isMailingAddressTheSame'>,
  intercession: boolean,
): StaffRegistrationSection[] {
  return STAFF_REGISTRATION_SECTIONS.filter((section) => {
    if (section === 'mailingAddress') return draft.isMailingAddressTheSame === 'no';
    if (intercession) return INTERCESSION_SECTIONS.includes(section);
    return true;
  });
}

/** What the staff form holds besides the draft's answers. */
export interface StaffRegistrationExtras {
  /** The learning center picked in a site search modal ('' until one is confirmed). */
  site: string;
  enrollmentType: EnrollmentType;
  /** Free notes of the coordinator (the PDF's 'Registration Notes'). */
  generalRegistrationNotes: string;
}

export type StaffRegistrationValues = RegistrationDraft & StaffRegistrationExtras;

/** A stored registration as the staff form's values (flags back to answers, the site, the type, the notes). */
export function staffRegistrationValuesOf(record: RegistrationRecord): StaffRegistrationValues {
  return {
    ...draftFromRecord(record),
    site: record.learningCenterId,
    enrollmentType: enrollmentTypeOf(record),
    generalRegistrationNotes: record.generalRegistrationNotes ?? '',
  };
}

export const REGISTRATION_NOTES_MAX = 1000;

/** One problem of the staff form: a draft field, or the site or the notes. */
export interface StaffRegistrationIssue {
  field: keyof StaffRegistrationValues;
  message: ValidationMessageKey;
}

interface StaffCheck {
  draft: StaffRegistrationValues;
  mode: StaffRegistrationMode;
  today: string;
  issues: StaffRegistrationIssue[];
}

/**
 * The wizard's rules of one step: the staff form asks the long flow's questions, except the preferred
 * name and pronouns, which only the short flow has.
 */
function stepRules(check: StaffCheck, step: RegistrationStepKey, variant: 'short' | 'long' = 'long'): void {
  check.issues.push(...registrationStepIssues(step, variant, check.draft, check.today));
}

function report(
  check: StaffCheck,
  field: keyof StaffRegistrationValues,
  message: ValidationMessageKey,
): void {
  check.issues.push({ field, message });
}

function required(check: StaffCheck, field: RegistrationField): boolean {
  if (check.draft[field].trim() !== '') return true;
  report(check, field, 'required');
  return false;
}

function optionOf(check: StaffCheck, field: RegistrationField, options: readonly string[]): void {
  if (required(check, field) && !options.includes(check.draft[field].trim()))
    report(check, field, 'registration.option.invalid');
}

/**
 * Student Information: the long flow's rules for a regular registration; for intercession the short
 * flow's (no suffix question, birth state or country), and in the edit form no grade (it is hidden).
 */
function studentInformation(check: StaffCheck, intercession: boolean): void {
  const issues = registrationStepIssues(
    'studentInformation',
    intercession ? 'short' : 'long',
    check.draft,
    check.today,
  );
  const gradeHidden = intercession && check.mode === 'edit';
  check.issues.push(...issues.filter((issue) => !(gradeHidden && issue.field === 'gradeLevel')));
  if (!intercession && isStarted(check.draft, PREFERENCE_FIELDS))
    stepRules(check, 'studentPreference', 'short');
}

// The answers of the short flow's preference and Parent 2 steps; a family's "no second parent" box
// does not count as a started Parent 2.
const PREFERENCE_FIELDS = registrationStepFields('studentPreference', 'short');
const PARENT2_FIELDS = ['pg2RelationshipToStudent', ...PARENT2_DETAIL_FIELDS] as const;

/**
 * Whether staff have started a group the family may not have been asked (the long flow has no
 * preference or Parent 2 step): an untouched group is left empty; a started one must be complete, with
 * the admin edit's red borders on what is missing.
 */
function isStarted(draft: RegistrationDraft, fields: readonly RegistrationField[]): boolean {
  return fields.some((field) => draft[field].trim() !== '');
}

/**
 * Parent 2 in the staff form, once started (the admin edit's red borders): relationship, first and last name, phone
 * type and live-with-parent-2, education unless intercession; 'Self 18+' (adults only) needs nothing
 * else. Phone and e-mail are optional but must be valid when given.
 */
function parent2(check: StaffCheck, intercession: boolean, age: number | null): void {
  const { draft } = check;
  optionOf(check, 'pg2RelationshipToStudent', GUARDIAN_RELATIONSHIPS);
  if (isSelfAdult(draft.pg2RelationshipToStudent)) {
    if (isSelfAdultRefused(draft.pg2RelationshipToStudent, age))
      report(check, 'pg2RelationshipToStudent', 'registration.parent2.selfAdultOnly');
    return;
  }
  for (const field of ['pg2FirstName', 'pg2LastName'] as const) {
    if (!required(check, field)) continue;
    if (draft[field].trim().length > NAME_MAX_LENGTH) report(check, field, 'name.max');
    else if (!hasAllowedCharacters(draft[field].trim(), 'name')) report(check, field, 'name.characters');
  }
  optionOf(check, 'pg2PrimaryPhoneType', PHONE_TYPES);
  required(check, 'liveWithPg2');
  if (!intercession) optionOf(check, 'pg2HighestLevelOfEducation', EDUCATION_LEVELS);
  const phone = draft.pg2PrimaryPhone.trim();
  if (phone !== '' && !isKeptPhone(phone)) report(check, 'pg2PrimaryPhone', 'phone.invalid');
  const email = draft.pg2PrimaryEmail.trim();
  if (email !== '' && !EMAIL_PATTERN.test(email)) report(check, 'pg2PrimaryEmail', 'email.invalid');
}

/** Health follow-ups on yes: the condition questions, the hearing aid, the glasses questions. */
function healthFollowUps(check: StaffCheck): void {
  if (check.draft.knownHealthConditions === 'yes')
    for (const field of HEALTH_CONDITION_FIELDS) required(check, field);
  if (check.draft.knownEyeCondition === 'yes')
    for (const field of EYE_CONDITION_FIELDS) required(check, field);
}

/**
 * Every completeness issue of the staff form, in page order,
 * at most one per field. `today` (YYYY-MM-DD) defaults to the business day.
 */
export function staffRegistrationIssues(
  values: StaffRegistrationValues,
  mode: StaffRegistrationMode,
  today: string = businessToday(),
): StaffRegistrationIssue[] {
  const check: StaffCheck = { draft: values, mode, today, issues: [] };
  const intercession = registersForIntercession(values.enrollmentType);
  const age = ageOn(values.birthDate, today);
  studentInformation(check, intercession);
  stepRules(check, 'parentInformation');
  if (showsParentFields(values, age) && isStarted(values, PARENT2_FIELDS)) parent2(check, intercession, age);
  for (const section of staffRegistrationSections(values, intercession)) {
    if (section === 'studentInformation' || section === 'parentInformation') continue;
    stepRules(check, section);
    if (section === 'healthConditions') healthFollowUps(check);
  }
  if (values.generalRegistrationNotes.trim().length > REGISTRATION_NOTES_MAX)
    report(check, 'generalRegistrationNotes', 'registration.notes.max');
  const seen = new Set<string>();
  return check.issues.filter((issue) => !seen.has(issue.field) && seen.add(issue.field));
}

/**
 * The site field: missing or '' (none chosen yet) is reported only as 'Please select a learning
 * center.', a malformed id as 'Invalid Site ID'. (A prefault, not a default: the '' of a missing site
 * goes through the checks too.)
 */
const siteField = z.prefault(
  z.string('registration.learningCenter.required').check(
    z.trim(),
    z.refine((value) => value !== '', 'registration.learningCenter.required'),
    z.refine((value) => value === '' || SITE_ID_PATTERN.test(value), 'registration.site.invalid'),
  ),
  '',
);

const staffExtrasShape = {
  site: siteField,
  enrollmentType: z.enum(ENROLLMENT_TYPES, 'registration.enrollmentType.invalid'),
  generalRegistrationNotes: z._default(z.string('registration.value.invalid'), ''),
};

const issueKey = (issue: StaffRegistrationIssue) => `${issue.field}\u0000${issue.message}`;

function sameAnswer(
  a: StaffRegistrationValues,
  b: StaffRegistrationValues,
  field: keyof StaffRegistrationValues,
): boolean {
  return JSON.stringify(a[field]) === JSON.stringify(b[field]);
}

/**
 * The issues of an edit: every problem the edit brings is refused, but a gap the stored registration
 * already had (a question its family's form never asked, an answer left out before) stays as it was
 * while that field is not changed, so a coordinator can always correct a phone number. A question the
 * edit newly asks (a mailing address now said to differ, a condition now said yes) must be answered.
 */
export function staffRegistrationEditIssues(
  values: StaffRegistrationValues,
  stored: StaffRegistrationValues,
  today: string = businessToday(),
): StaffRegistrationIssue[] {
  const before = new Set(staffRegistrationIssues(stored, 'edit', today).map(issueKey));
  return staffRegistrationIssues(values, 'edit', today).filter(
    (issue) => !(before.has(issueKey(issue)) && sameAnswer(values, stored, issue.field)),
  );
}

/**
 * The body of PUT /api/registration/{id} (the admin edit form)
 * and the form's own schema: every answer, the site, the enrollment type and the notes, checked by the
 * completeness rules; in edit mode against the stored registration (`staffRegistrationEditIssues`).
 */
export function staffRegistrationSchema(
  mode: StaffRegistrationMode,
  today?: string,
  stored?: StaffRegistrationValues,
) {
  return z
    .object({ ...registrationDraftShape, ...staffExtrasShape })
    .check(
      z.superRefine((value, ctx) =>
        addRegistrationIssues(
          ctx,
          mode === 'edit' && stored
            ? staffRegistrationEditIssues(value, stored, today)
            : staffRegistrationIssues(value, mode, today),
        ),
      ),
    );
}

/**
 * The body of POST /api/registration (the Add Registration Form): the form's values plus, when the
 * form started from 'Transfer to Registration Form', the transfer id (its interest is then marked
 * enrolled).
 */
export function addRegistrationSchema(today?: string) {
  return z
    .object({
      ...registrationDraftShape,
      ...staffExtrasShape,
      transferId: z.optional(
        z
          .string('registration.transfer.invalid')
          .check(z.regex(RECORD_ID_PATTERN, 'registration.transfer.invalid')),
      ),
    })
    .check(
      z.superRefine((value, ctx) => addRegistrationIssues(ctx, staffRegistrationIssues(value, 'add', today))),
    );
}

export type StaffRegistrationInput = z.output<ReturnType<typeof staffRegistrationSchema>>;
export type AddRegistrationInput = z.output<ReturnType<typeof addRegistrationSchema>>;

/** The answer of POST /api/registration. */
export interface StaffRegistrationCreated {
  id: string;
  _uuid: string;
}
