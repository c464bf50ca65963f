/**
 * The draft fields each wizard step can show, in either variant. The server keeps only the fields of
 * the steps the family walked (visibleSteps): a field of a step the variant does not have (the long
 * flow's missing Student Preference and Parent 2 steps, the short flow's missing survey, health and
 * contact steps) was never validated, so it is not stored. Fields of no step at all are left alone.
 */
import type { RegistrationVariant } from '../brand/brands.ts';
import { DASS_QUESTIONS } from './dass-questions.ts';
import { EYE_CONDITION_FIELDS, HEALTH_CONDITION_FIELDS } from './registration-conditions.ts';
import {
  HOME_LANGUAGE_FIELDS,
  type RegistrationDraft,
  type RegistrationField,
} from './registration-draft.ts';
import { visibleSteps } from './registration-flow.ts';
import { REGISTRATION_STEPS, type RegistrationStepKey } from './registration-steps.ts';
import { EMERGENCY_CONTACT_FIELDS, LONG_FLOW_RELEASES, SHORT_FLOW_RELEASES } from './step-rules.ts';

/** Parent/Guardian 1's own answers (what the record clears when the parent step is not shown). */
export const PARENT1_FIELDS = [
  'pgHighestLevelOfEducation',
  'pgRelationshipToStudent',
  'pgFirstName',
  'pgLastName',
  'pgPrimaryEmail',
  'pgPrimaryPhone',
  'pgPrimaryPhoneType',
] as const satisfies readonly RegistrationField[];

/** Parent/Guardian 2's answers besides the relationship (cleared when Parent 2 is the student). */
export const PARENT2_DETAIL_FIELDS = [
  'pg2HighestLevelOfEducation',
  'pg2FirstName',
  'pg2LastName',
  'pg2PrimaryPhone',
  'pg2PrimaryPhoneType',
  'pg2PrimaryEmail',
  'liveWithPg2',
] as const satisfies readonly RegistrationField[];

const STEP_FIELDS: Record<RegistrationStepKey, readonly RegistrationField[]> = {
  studentInformation: [
    'firstName',
    'middleName',
    'lastName',
    'haveSuffix',
    'suffix',
    'gender',
    'birthDate',
    'gradeLevel',
    'birthState',
    'birthCountry',
    'studentEmail',
    'studentPrimaryPhone',
    'studentPrimaryPhoneType',
  ],
  studentPreference: ['studentName', 'preferredpronouns', 'otherpreferredpronouns'],
  parentInformation: ['permissionParentContact', ...PARENT1_FIELDS, 'liveWithPg'],
  parent2Information: ['noSecondParent', 'pg2RelationshipToStudent', ...PARENT2_DETAIL_FIELDS],
  // The short flow asks 'lives with parent 1' here, the long flow on the parent step.
  physicalAddress: [
    'livingStatus',
    'street',
    'city',
    'state',
    'zip',
    'county',
    'country',
    'isMailingAddressTheSame',
    'liveWithPg',
  ],
  mailingAddress: ['mailingStreet', 'mailingCity', 'mailingState', 'mailingZip', 'mailingCountry'],
  ethnicity: ['isStudentHispanicOrLatino', 'primaryRaceCategory'],
  previousSchool: ['previousSchool', 'previousSchoolCity', 'previousSchoolState'],
  // Choosing English fills the four home-language answers, also in the short flow that has no survey step.
  primaryLanguage: ['primaryLanguage', ...HOME_LANGUAGE_FIELDS],
  homeLanguageSurvey: HOME_LANGUAGE_FIELDS,
  migrantEducation: ['isPgEmployedInOneOrMoreAgriculturalOrFishingActivities'],
  releaseRequests: LONG_FLOW_RELEASES,
  dassInformation: DASS_QUESTIONS.flatMap((question) =>
    question.followUp ? [question.field, question.followUp.school, question.followUp.year] : [question.field],
  ),
  homeSurvey: ['accessToComputerAtHome', 'accessToTheInternetAtHome'],
  healthConditions: [
    'knownHealthConditions',
    ...HEALTH_CONDITION_FIELDS,
    'medications',
    'otherHealthCondition',
    'medicalInstructions',
    'knownHearingConditions',
    'wearsHearingAid',
    'knownEyeCondition',
    ...EYE_CONDITION_FIELDS,
    'heathInsuranceCarrier',
    'insuranceIdOrPolicyNumber',
    'hospitalPreference',
  ],
  parentCustody: [
    'custodyIssueExists',
    'custodyIssueNotes',
    'legalRestrictionsForAnyParent',
    'legalRestrictionsNotes',
  ],
  emergencyContacts: EMERGENCY_CONTACT_FIELDS,
};

/** The fields a step shows in a variant (the short flow's release step asks three of the six). */
export function registrationStepFields(
  step: RegistrationStepKey,
  variant: RegistrationVariant,
): readonly RegistrationField[] {
  return step === 'releaseRequests' && variant === 'short' ? SHORT_FLOW_RELEASES : STEP_FIELDS[step];
}

const STEP_KEYS = [...new Set([...REGISTRATION_STEPS.short, ...REGISTRATION_STEPS.long])];

/** The draft with every field of a step not walked (in this variant, for these answers) emptied. */
export function withoutUnwalkedFields<D extends RegistrationDraft>(
  variant: RegistrationVariant,
  draft: D,
): D {
  const walked = new Set(
    visibleSteps(variant, draft).flatMap((step) => registrationStepFields(step, variant)),
  );
  const cleaned: D = { ...draft };
  const fields: RegistrationDraft = cleaned;
  for (const step of STEP_KEYS) {
    for (const field of registrationStepFields(step, 'long')) if (!walked.has(field)) fields[field] = '';
  }
  return cleaned;
}
