/**
 * The one draft the public wizard keeps while a family walks the steps (field names as the stored
 * registration spells them). Yes/no questions hold 'yes' | 'no' | '';
 * everything else is text, '' until filled. The stored record converts the answers to flags.
 */
import type { TypedTextKind } from '../shared/names.ts';
import { EYE_CONDITION_FIELDS, HEALTH_CONDITION_FIELDS } from './registration-conditions.ts';
import type { YesNoAnswer, YesNoNotSure } from './yes-no.ts';

export const DEFAULT_COUNTRY = 'United States of America';

export interface RegistrationDraft {
  previouslyEnrolled: YesNoNotSure;

  // Student
  firstName: string;
  middleName: string;
  lastName: string;
  haveSuffix: YesNoAnswer;
  suffix: string;
  gender: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  gradeLevel: string;
  birthState: string;
  birthCountry: string;
  studentEmail: string;
  studentPrimaryPhone: string;
  studentPrimaryPhoneType: string;
  /** Preferred name. */
  studentName: string;
  preferredpronouns: string;
  otherpreferredpronouns: string;

  // Parent 1
  permissionParentContact: YesNoAnswer;
  pgHighestLevelOfEducation: string;
  pgRelationshipToStudent: string;
  pgFirstName: string;
  pgLastName: string;
  pgPrimaryEmail: string;
  pgPrimaryPhone: string;
  pgPrimaryPhoneType: string;
  liveWithPg: YesNoAnswer;

  // Parent 2
  /**
   * 'yes' when the family says there is no second parent or guardian (the 11-step Parent 2 step):
   * the step then asks nothing else. '' otherwise. Stored as the record's `noSecondParent`.
   */
  noSecondParent: YesNoAnswer;
  pg2HighestLevelOfEducation: string;
  pg2RelationshipToStudent: string;
  pg2FirstName: string;
  pg2LastName: string;
  pg2PrimaryPhone: string;
  pg2PrimaryPhoneType: string;
  pg2PrimaryEmail: string;
  liveWithPg2: YesNoAnswer;

  // Physical and mailing address
  livingStatus: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  /** The spec's `county` (displayed as Country in the old forms); kept for the California county. */
  county: string;
  /** The physical address's country, from the country picker. */
  country: string;
  isMailingAddressTheSame: YesNoAnswer;
  mailingStreet: string;
  mailingCity: string;
  mailingState: string;
  mailingZip: string;
  mailingCountry: string;

  // Demographics
  isStudentHispanicOrLatino: YesNoAnswer;
  primaryRaceCategory: string;
  previousSchool: string;
  previousSchoolCity: string;
  previousSchoolState: string;
  primaryLanguage: string;
  firstLanguage: string;
  homeLanguage: string;
  languageSpokenByParentsToStudent: string;
  languageSpokenByAdultsAtHome: string;
  isPgEmployedInOneOrMoreAgriculturalOrFishingActivities: YesNoAnswer;

  // Releases
  releaseAudioAndVideo: YesNoAnswer;
  releasePermissionForSocialMedia: YesNoAnswer;
  releaseUseStudentWork: YesNoAnswer;
  releasePermissionToTextStudent: YesNoAnswer;
  releasePermissionToTextPg: YesNoAnswer;
  releaseAllowStudentAccessToGoogleAppsForEducation: YesNoAnswer;

  // DASS history
  beenExpelled: YesNoAnswer;
  expelledFromWhichSchool: string;
  expelledWhatYear: string;
  beenSuspended: YesNoAnswer;
  suspendedFromWhichSchool: string;
  suspendedWhatYear: string;
  onProbation: YesNoAnswer;
  isParentOrExpecting: YesNoAnswer;
  moreThanThreeUnexcusedAbsences: YesNoAnswer;
  lateToSchoolMoreThanThreeTimes: YesNoAnswer;
  orderedToAttendSchool: YesNoAnswer;
  orderedToAttendWhichSchool: string;
  orderedToAttendWhatYear: string;
  retainedMoreThanOnce: YesNoAnswer;
  retainedFromWhichSchool: string;
  retainedFromWhatYear: string;
  droppedOutOfSchool: YesNoAnswer;
  droppedOutFromWhichSchool: string;
  droppedOutFromWhatYear: string;
  behindSemesterInCredits: YesNoAnswer;
  outOfSchoolMoreThanFortyFiveDays: YesNoAnswer;
  expelledMoreThanTwoSchoolsPastYear: YesNoAnswer;
  fosterCare: YesNoAnswer;
  youthExperiencingHomelessness: YesNoAnswer;

  // Home survey
  accessToComputerAtHome: YesNoAnswer;
  accessToTheInternetAtHome: YesNoAnswer;

  // Health
  knownHealthConditions: YesNoAnswer;
  asthma: YesNoAnswer;
  beeStingAllergy: YesNoAnswer;
  diabetes: YesNoAnswer;
  epilepsy: YesNoAnswer;
  heartCondition: YesNoAnswer;
  seizures: YesNoAnswer;
  nutAllergy: YesNoAnswer;
  knownHearingConditions: YesNoAnswer;
  wearsHearingAid: YesNoAnswer;
  knownEyeCondition: YesNoAnswer;
  glassesToBeWornAtAllTimes: YesNoAnswer;
  wearsContactLenses: YesNoAnswer;
  wearsGlasses: YesNoAnswer;
  medications: string;
  otherHealthCondition: string;
  medicalInstructions: string;
  /** Spelt as in the spec. */
  heathInsuranceCarrier: string;
  insuranceIdOrPolicyNumber: string;
  hospitalPreference: string;

  // Custody
  custodyIssueExists: YesNoAnswer;
  custodyIssueNotes: string;
  legalRestrictionsForAnyParent: YesNoAnswer;
  legalRestrictionsNotes: string;

  // Emergency contacts
  emergencyContact1FirstName: string;
  emergencyContact1LastName: string;
  emergencyContact1Phone: string;
  emergencyContact1Relationship: string;
  authorizedForPickup1: YesNoAnswer;
  emergencyContact2FirstName: string;
  emergencyContact2LastName: string;
  emergencyContact2Phone: string;
  emergencyContact2Relationship: string;
  authorizedForPickup2: YesNoAnswer;
}

export type RegistrationField = keyof RegistrationDraft;

/** Every yes/no question of the draft (previouslyEnrolled, the yes/no/not-sure one, apart). */
export const REGISTRATION_YES_NO_FIELDS = [
  'haveSuffix',
  'permissionParentContact',
  'liveWithPg',
  'liveWithPg2',
  'isMailingAddressTheSame',
  'isStudentHispanicOrLatino',
  'isPgEmployedInOneOrMoreAgriculturalOrFishingActivities',
  'releaseAudioAndVideo',
  'releasePermissionForSocialMedia',
  'releaseUseStudentWork',
  'releasePermissionToTextStudent',
  'releasePermissionToTextPg',
  'releaseAllowStudentAccessToGoogleAppsForEducation',
  'beenExpelled',
  'beenSuspended',
  'onProbation',
  'isParentOrExpecting',
  'moreThanThreeUnexcusedAbsences',
  'lateToSchoolMoreThanThreeTimes',
  'orderedToAttendSchool',
  'retainedMoreThanOnce',
  'droppedOutOfSchool',
  'behindSemesterInCredits',
  'outOfSchoolMoreThanFortyFiveDays',
  'expelledMoreThanTwoSchoolsPastYear',
  'fosterCare',
  'youthExperiencingHomelessness',
  'accessToComputerAtHome',
  'accessToTheInternetAtHome',
  'knownHealthConditions',
  ...HEALTH_CONDITION_FIELDS,
  'knownHearingConditions',
  'wearsHearingAid',
  'knownEyeCondition',
  ...EYE_CONDITION_FIELDS,
  'custodyIssueExists',
  'legalRestrictionsForAnyParent',
  'authorizedForPickup1',
  'authorizedForPickup2',
] as const satisfies readonly RegistrationField[];
export type RegistrationYesNoField = (typeof REGISTRATION_YES_NO_FIELDS)[number];

/** The health step's free-text answers: medications, instructions, insurance, hospital. */
export const HEALTH_FREE_TEXT_FIELDS = [
  'medications',
  'otherHealthCondition',
  'medicalInstructions',
  'heathInsuranceCarrier',
  'insuranceIdOrPolicyNumber',
  'hospitalPreference',
] as const satisfies readonly RegistrationField[];

/** Every text field of the draft. */
export const REGISTRATION_TEXT_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'suffix',
  'gender',
  'birthDate',
  'gradeLevel',
  'birthState',
  'birthCountry',
  'studentEmail',
  'studentPrimaryPhone',
  'studentPrimaryPhoneType',
  'studentName',
  'preferredpronouns',
  'otherpreferredpronouns',
  'pgHighestLevelOfEducation',
  'pgRelationshipToStudent',
  'pgFirstName',
  'pgLastName',
  'pgPrimaryEmail',
  'pgPrimaryPhone',
  'pgPrimaryPhoneType',
  'pg2HighestLevelOfEducation',
  'pg2RelationshipToStudent',
  'pg2FirstName',
  'pg2LastName',
  'pg2PrimaryPhone',
  'pg2PrimaryPhoneType',
  'pg2PrimaryEmail',
  'livingStatus',
  'street',
  'city',
  'state',
  'zip',
  'county',
  'country',
  'mailingStreet',
  'mailingCity',
  'mailingState',
  'mailingZip',
  'mailingCountry',
  'primaryRaceCategory',
  'previousSchool',
  'previousSchoolCity',
  'previousSchoolState',
  'primaryLanguage',
  'firstLanguage',
  'homeLanguage',
  'languageSpokenByParentsToStudent',
  'languageSpokenByAdultsAtHome',
  'expelledFromWhichSchool',
  'expelledWhatYear',
  'suspendedFromWhichSchool',
  'suspendedWhatYear',
  'orderedToAttendWhichSchool',
  'orderedToAttendWhatYear',
  'retainedFromWhichSchool',
  'retainedFromWhatYear',
  'droppedOutFromWhichSchool',
  'droppedOutFromWhatYear',
  ...HEALTH_FREE_TEXT_FIELDS,
  'custodyIssueNotes',
  'legalRestrictionsNotes',
  'emergencyContact1FirstName',
  'emergencyContact1LastName',
  'emergencyContact1Phone',
  'emergencyContact1Relationship',
  'emergencyContact2FirstName',
  'emergencyContact2LastName',
  'emergencyContact2Phone',
  'emergencyContact2Relationship',
] as const satisfies readonly RegistrationField[];
export type RegistrationTextField = (typeof REGISTRATION_TEXT_FIELDS)[number];

/**
 * The draft's names, places, streets and phones: each is kept by its rule (shared/names.ts,
 * shared/phone.ts) in the browser and on the server, and checked for its characters.
 */
export const REGISTRATION_TYPED_FIELDS: Partial<Record<RegistrationTextField, TypedTextKind | 'phone'>> = {
  firstName: 'name',
  middleName: 'name',
  lastName: 'name',
  suffix: 'name',
  studentName: 'name',
  pgFirstName: 'name',
  pgLastName: 'name',
  pg2FirstName: 'name',
  pg2LastName: 'name',
  emergencyContact1FirstName: 'name',
  emergencyContact1LastName: 'name',
  emergencyContact2FirstName: 'name',
  emergencyContact2LastName: 'name',
  street: 'street',
  city: 'place',
  mailingStreet: 'street',
  mailingCity: 'place',
  studentPrimaryPhone: 'phone',
  pgPrimaryPhone: 'phone',
  pg2PrimaryPhone: 'phone',
  emergencyContact1Phone: 'phone',
  emergencyContact2Phone: 'phone',
};

/** A fresh draft: every answer empty, both countries the United States of America. */
export function emptyRegistrationDraft(): RegistrationDraft {
  const draft = { previouslyEnrolled: '' } as Record<string, string>;
  for (const field of REGISTRATION_TEXT_FIELDS) draft[field] = '';
  for (const field of REGISTRATION_YES_NO_FIELDS) draft[field] = '';
  draft.noSecondParent = '';
  draft.country = DEFAULT_COUNTRY;
  draft.mailingCountry = DEFAULT_COUNTRY;
  return draft as unknown as RegistrationDraft;
}

export const HOME_LANGUAGE_FIELDS = [
  'firstLanguage',
  'homeLanguage',
  'languageSpokenByParentsToStudent',
  'languageSpokenByAdultsAtHome',
] as const satisfies readonly RegistrationTextField[];

/** The four Home Language Survey answers 'Set all to English' fills. */
export const ALL_ENGLISH_HOME_LANGUAGES: Pick<RegistrationDraft, (typeof HOME_LANGUAGE_FIELDS)[number]> = {
  firstLanguage: 'English',
  homeLanguage: 'English',
  languageSpokenByParentsToStudent: 'English',
  languageSpokenByAdultsAtHome: 'English',
};

/** 'Set all to English' on the Home Language Survey step: the draft with the four answers 'English'. */
export function setAllToEnglish(draft: RegistrationDraft): RegistrationDraft {
  return { ...draft, ...ALL_ENGLISH_HOME_LANGUAGES };
}
