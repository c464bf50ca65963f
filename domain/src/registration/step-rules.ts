/**
 * What each step of the registration wizard (11 or 15 steps) requires, counting only the fields the step
 * shows (some show only after certain answers), as plain functions over the draft. Each field gets at
 * most one issue, its message a key of the English catalog. The zod step schemas wrap these.
 */
import type { RegistrationVariant } from '../brand/brands.ts';
import type { ValidationMessageKey } from '../messages/en.ts';
import { BIRTH_COUNTRIES } from '../reference/countries.ts';
import { EDUCATION_LEVELS } from '../reference/education-levels.ts';
import { GENDERS } from '../reference/genders.ts';
import {
  GUARDIAN_RELATIONSHIPS,
  isSelfAdult,
  isSelfAdultRefused,
  PARENT_RELATIONSHIPS_WITHOUT_SELF,
} from '../reference/guardian-relationships.ts';
import { LANGUAGES } from '../reference/languages.ts';
import { LIVING_SITUATIONS } from '../reference/living-situations.ts';
import { PHONE_TYPES } from '../reference/phone-types.ts';
import { PRONOUNS } from '../reference/pronouns.ts';
import { RACES } from '../reference/races.ts';
import { REGISTRATION_GRADES } from '../reference/registration-grades.ts';
import { AGE_RANGES, ageOn, birthDateProblem } from '../shared/birth-date.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../shared/email.ts';
import { disallowedCharactersKey, hasAllowedCharacters, NAME_MAX_LENGTH } from '../shared/names.ts';
import { isKeptPhone } from '../shared/phone.ts';
import { requiresStudentContact } from '../shared/student-contact.ts';
import { businessToday } from '../shared/today-in-zone.ts';
import { DASS_QUESTIONS } from './dass-questions.ts';
import {
  asksParentContactPermission,
  hasNoSecondParent,
  showsMailingAddress,
  showsOtherPronouns,
  showsParentFields,
  showsSuffix,
} from './registration-conditions.ts';
import {
  HEALTH_FREE_TEXT_FIELDS,
  HOME_LANGUAGE_FIELDS,
  REGISTRATION_TYPED_FIELDS,
  type RegistrationDraft,
  type RegistrationField,
  type RegistrationTextField,
} from './registration-draft.ts';
import type { RegistrationStepKey } from './registration-steps.ts';
import { isValidRegistrationZip } from './registration-zip.ts';

export interface RegistrationIssue {
  field: RegistrationField;
  message: ValidationMessageKey;
}

interface Check {
  draft: RegistrationDraft;
  variant: RegistrationVariant;
  today: string;
  age: number | null;
  issues: RegistrationIssue[];
}

type StepRule = (check: Check) => void;

const TEXT_MAX = 50;
const SCHOOL_MAX = 100;
const NOTES_MAX = 1000;

function report(check: Check, field: RegistrationField, message: ValidationMessageKey): false {
  check.issues.push({ field, message });
  return false;
}

function present(check: Check, field: RegistrationField): boolean {
  return check.draft[field].trim() !== '' || report(check, field, 'required');
}

function maxKey(max: number): ValidationMessageKey {
  if (max <= TEXT_MAX) return 'registration.text.max50';
  return max <= SCHOOL_MAX ? 'registration.text.max100' : 'registration.text.max1000';
}

function withinMax(check: Check, field: RegistrationField, max: number, key = maxKey(max)): boolean {
  return check.draft[field].trim().length <= max || report(check, field, key);
}

/** A name, place or street has only the characters its kind allows (shared/names.ts). */
function typedCharacters(check: Check, field: RegistrationField): boolean {
  const kind = REGISTRATION_TYPED_FIELDS[field as RegistrationTextField];
  if (kind === undefined || kind === 'phone') return true;
  return (
    hasAllowedCharacters(check.draft[field].trim(), kind) ||
    report(check, field, disallowedCharactersKey(kind))
  );
}

function text(check: Check, field: RegistrationField, max = TEXT_MAX): void {
  if (present(check, field) && withinMax(check, field, max)) typedCharacters(check, field);
}

function name(check: Check, field: RegistrationField): void {
  if (present(check, field) && withinMax(check, field, NAME_MAX_LENGTH, 'name.max'))
    typedCharacters(check, field);
}

function given(check: Check, field: RegistrationField): boolean {
  return check.draft[field].trim() !== '';
}

/** An e-mail: required unless `optional`, then checked when given. */
function email(check: Check, field: RegistrationField, optional = false): void {
  if (optional && !given(check, field)) return;
  if (!present(check, field) || !withinMax(check, field, EMAIL_MAX_LENGTH, 'email.max')) return;
  if (!EMAIL_PATTERN.test(check.draft[field].trim())) report(check, field, 'email.invalid');
}

/** A phone: required unless `optional`, then checked when given. */
function phone(check: Check, field: RegistrationField, optional = false): void {
  if (optional && !given(check, field)) return;
  if (present(check, field) && !isKeptPhone(check.draft[field])) report(check, field, 'phone.invalid');
}

function yesNo(check: Check, field: RegistrationField): void {
  present(check, field);
}

function isOption(options: readonly string[], value: string): boolean {
  return options.includes(value.trim());
}

function option(check: Check, field: RegistrationField, options: readonly string[]): void {
  if (present(check, field) && !isOption(options, check.draft[field]))
    report(check, field, 'registration.option.invalid');
}

function optionalOption(check: Check, field: RegistrationField, options: readonly string[]): void {
  const value = check.draft[field];
  if (value.trim() !== '' && !isOption(options, value)) report(check, field, 'registration.option.invalid');
}

function zip(check: Check, field: RegistrationField, country: string): void {
  if (present(check, field) && !isValidRegistrationZip(check.draft[field], country, check.variant))
    report(check, field, 'registration.zip.invalid');
}

function birthDate(check: Check): void {
  if (!present(check, 'birthDate')) return;
  const problem = birthDateProblem(check.draft.birthDate.trim(), AGE_RANGES.registration, check.today);
  if (problem) report(check, 'birthDate', problem);
}

/**
 * The student's own e-mail, phone and phone type: required from 18; a minor's parent is the contact
 * (the parent step requires the parent's), so a minor's are optional, the phone type then only with
 * a phone.
 */
function studentContact(check: Check): void {
  const optional = !requiresStudentContact(check.age);
  phone(check, 'studentPrimaryPhone', optional);
  if (optional && !given(check, 'studentPrimaryPhone'))
    optionalOption(check, 'studentPrimaryPhoneType', PHONE_TYPES);
  else option(check, 'studentPrimaryPhoneType', PHONE_TYPES);
  email(check, 'studentEmail', optional);
}

const studentInformation: StepRule = (check) => {
  const { draft, variant } = check;
  name(check, 'firstName');
  if (withinMax(check, 'middleName', NAME_MAX_LENGTH, 'name.max')) typedCharacters(check, 'middleName');
  name(check, 'lastName');
  if (variant === 'long') yesNo(check, 'haveSuffix');
  if (showsSuffix(draft)) name(check, 'suffix');
  option(check, 'gradeLevel', REGISTRATION_GRADES);
  option(check, 'gender', GENDERS);
  birthDate(check);
  studentContact(check);
  if (variant === 'long') {
    text(check, 'birthState');
    option(check, 'birthCountry', BIRTH_COUNTRIES);
  }
};

const studentPreference: StepRule = (check) => {
  name(check, 'studentName');
  option(check, 'preferredpronouns', PRONOUNS);
  if (showsOtherPronouns(check.draft)) text(check, 'otherpreferredpronouns');
};

const parentInformation: StepRule = (check) => {
  const { draft, variant, age } = check;
  if (asksParentContactPermission(age)) yesNo(check, 'permissionParentContact');
  if (!showsParentFields(draft, age)) return;
  option(check, 'pgRelationshipToStudent', PARENT_RELATIONSHIPS_WITHOUT_SELF);
  name(check, 'pgFirstName');
  name(check, 'pgLastName');
  email(check, 'pgPrimaryEmail');
  phone(check, 'pgPrimaryPhone');
  option(check, 'pgPrimaryPhoneType', PHONE_TYPES);
  if (variant === 'long') option(check, 'pgHighestLevelOfEducation', EDUCATION_LEVELS);
  else optionalOption(check, 'pgHighestLevelOfEducation', EDUCATION_LEVELS);
  if (variant === 'short') yesNo(check, 'liveWithPg');
};

const parent2Information: StepRule = (check) => {
  // A family with no second parent or guardian says so and is asked nothing else.
  if (hasNoSecondParent(check.draft)) return;
  option(check, 'pg2RelationshipToStudent', GUARDIAN_RELATIONSHIPS);
  if (isSelfAdult(check.draft.pg2RelationshipToStudent)) {
    if (isSelfAdultRefused(check.draft.pg2RelationshipToStudent, check.age))
      report(check, 'pg2RelationshipToStudent', 'registration.parent2.selfAdultOnly');
    return;
  }
  name(check, 'pg2FirstName');
  name(check, 'pg2LastName');
  email(check, 'pg2PrimaryEmail');
  phone(check, 'pg2PrimaryPhone');
  option(check, 'pg2PrimaryPhoneType', PHONE_TYPES);
  optionalOption(check, 'pg2HighestLevelOfEducation', EDUCATION_LEVELS);
};

const physicalAddress: StepRule = (check) => {
  const { draft, variant } = check;
  if (variant === 'short') {
    yesNo(check, 'liveWithPg');
    option(check, 'livingStatus', LIVING_SITUATIONS);
  } else {
    optionalOption(check, 'livingStatus', LIVING_SITUATIONS);
  }
  text(check, 'country');
  text(check, 'state');
  text(check, 'city');
  text(check, 'street');
  zip(check, 'zip', draft.country);
  withinMax(check, 'county', TEXT_MAX);
  yesNo(check, 'isMailingAddressTheSame');
};

const mailingAddress: StepRule = (check) => {
  if (!showsMailingAddress(check.draft)) return;
  text(check, 'mailingCountry');
  text(check, 'mailingState');
  text(check, 'mailingCity');
  text(check, 'mailingStreet');
  zip(check, 'mailingZip', check.draft.mailingCountry);
};

const ethnicity: StepRule = (check) => {
  yesNo(check, 'isStudentHispanicOrLatino');
  option(check, 'primaryRaceCategory', RACES);
};

const previousSchool: StepRule = (check) => {
  text(check, 'previousSchool', SCHOOL_MAX);
  if (check.variant === 'long') {
    text(check, 'previousSchoolCity');
    text(check, 'previousSchoolState');
  } else {
    withinMax(check, 'previousSchoolCity', TEXT_MAX);
    withinMax(check, 'previousSchoolState', TEXT_MAX);
  }
};

const primaryLanguage: StepRule = (check) => {
  option(check, 'primaryLanguage', LANGUAGES);
};

const homeLanguageSurvey: StepRule = (check) => {
  for (const field of HOME_LANGUAGE_FIELDS) option(check, field, LANGUAGES);
};

const migrantEducation: StepRule = (check) => {
  yesNo(check, 'isPgEmployedInOneOrMoreAgriculturalOrFishingActivities');
};

export const SHORT_FLOW_RELEASES = [
  'releasePermissionToTextStudent',
  'releasePermissionToTextPg',
  'releaseAllowStudentAccessToGoogleAppsForEducation',
] as const satisfies readonly RegistrationField[];

export const LONG_FLOW_RELEASES = [
  'releaseAudioAndVideo',
  'releasePermissionForSocialMedia',
  'releaseUseStudentWork',
  ...SHORT_FLOW_RELEASES,
] as const satisfies readonly RegistrationField[];

const releaseRequests: StepRule = (check) => {
  const fields = check.variant === 'short' ? SHORT_FLOW_RELEASES : LONG_FLOW_RELEASES;
  for (const field of fields) yesNo(check, field);
};

const dassInformation: StepRule = (check) => {
  for (const question of DASS_QUESTIONS) {
    yesNo(check, question.field);
    if (question.followUp && check.draft[question.field] === 'yes') {
      text(check, question.followUp.school, SCHOOL_MAX);
      text(check, question.followUp.year);
    }
  }
};

const homeSurvey: StepRule = (check) => {
  yesNo(check, 'accessToComputerAtHome');
  yesNo(check, 'accessToTheInternetAtHome');
};

const healthConditions: StepRule = (check) => {
  yesNo(check, 'knownHealthConditions');
  yesNo(check, 'knownHearingConditions');
  if (check.draft.knownHearingConditions === 'yes') yesNo(check, 'wearsHearingAid');
  yesNo(check, 'knownEyeCondition');
  for (const field of HEALTH_FREE_TEXT_FIELDS) withinMax(check, field, NOTES_MAX);
};

const parentCustody: StepRule = (check) => {
  yesNo(check, 'custodyIssueExists');
  if (check.draft.custodyIssueExists === 'yes') text(check, 'custodyIssueNotes', NOTES_MAX);
  yesNo(check, 'legalRestrictionsForAnyParent');
  if (check.draft.legalRestrictionsForAnyParent === 'yes') text(check, 'legalRestrictionsNotes', NOTES_MAX);
};

export const EMERGENCY_CONTACT_FIELDS = [
  'emergencyContact1FirstName',
  'emergencyContact1LastName',
  'emergencyContact1Phone',
  'emergencyContact1Relationship',
  'authorizedForPickup1',
  'emergencyContact2FirstName',
  'emergencyContact2LastName',
  'emergencyContact2Phone',
  'emergencyContact2Relationship',
  'authorizedForPickup2',
] as const satisfies readonly RegistrationField[];

const emergencyContacts: StepRule = (check) => {
  for (const n of [1, 2] as const) {
    name(check, `emergencyContact${n}FirstName`);
    name(check, `emergencyContact${n}LastName`);
    phone(check, `emergencyContact${n}Phone`);
    text(check, `emergencyContact${n}Relationship`);
    yesNo(check, `authorizedForPickup${n}`);
  }
};

const STEP_RULES: Record<RegistrationStepKey, StepRule> = {
  studentInformation,
  studentPreference,
  parentInformation,
  parent2Information,
  physicalAddress,
  mailingAddress,
  ethnicity,
  previousSchool,
  primaryLanguage,
  homeLanguageSurvey,
  migrantEducation,
  releaseRequests,
  dassInformation,
  homeSurvey,
  healthConditions,
  parentCustody,
  emergencyContacts,
};

function newCheck(draft: RegistrationDraft, variant: RegistrationVariant, today?: string): Check {
  const day = today ?? businessToday();
  return { draft, variant, today: day, age: ageOn(draft.birthDate, day), issues: [] };
}

/**
 * The issues of one step for this draft, in the order the step shows its fields; [] when valid.
 * `today` (YYYY-MM-DD) defaults to the business day (`businessToday()`).
 */
export function registrationStepIssues(
  step: RegistrationStepKey,
  variant: RegistrationVariant,
  draft: RegistrationDraft,
  today?: string,
): RegistrationIssue[] {
  const check = newCheck(draft, variant, today);
  STEP_RULES[step](check);
  return check.issues;
}

/**
 * The submit rule of the public wizard: the short flow needs both custody answers
 * yes or no; the long flow all ten emergency-contact fields non-empty.
 */
export function registrationSubmitIssues(
  variant: RegistrationVariant,
  draft: RegistrationDraft,
): RegistrationIssue[] {
  const fields =
    variant === 'short'
      ? (['custodyIssueExists', 'legalRestrictionsForAnyParent'] as const)
      : EMERGENCY_CONTACT_FIELDS;
  return fields
    .filter((field) => draft[field].trim() === '')
    .map((field): RegistrationIssue => ({ field, message: 'required' }));
}
