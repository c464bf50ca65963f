/**
 * The answers of a primary registration as the staff
 * exports print them: one short English label per field, the fields grouped as the registration PDF's
 * sections and in the order the Registration-Data sheet's columns follow, and each answer as text
 * (yes/no objects as Yes/No, dates MM/DD/YYYY). The Excel export and the PDF read this one list.
 */
import {
  DASS_QUESTIONS,
  EYE_CONDITION_FIELDS,
  HEALTH_CONDITION_FIELDS,
  REGISTRATION_YES_NO_FIELDS,
  type RegistrationField,
  type RegistrationRecord,
  type RegistrationStepKey,
  type RegistrationYesNoField,
  registrationStepFields,
  usDate,
} from '@enroll/domain';
import { yesNoNotSureText, yesNoText } from './answer-text.ts';

export const REGISTRATION_FIELD_LABELS: Record<RegistrationField, string> = {
  previouslyEnrolled: 'Previously Enrolled',
  firstName: 'First Name',
  middleName: 'Middle Name',
  lastName: 'Last Name',
  haveSuffix: 'Has Suffix',
  suffix: 'Suffix',
  gender: 'Gender',
  birthDate: 'Birth Date',
  gradeLevel: 'Grade',
  birthState: 'Birth State',
  birthCountry: 'Birth Country',
  studentEmail: 'Student Email',
  studentPrimaryPhone: 'Student Phone',
  studentPrimaryPhoneType: 'Student Phone Type',
  studentName: 'Preferred Name',
  preferredpronouns: 'Pronouns',
  otherpreferredpronouns: 'Other Pronouns',
  permissionParentContact: 'Permission to Contact Parent',
  pgHighestLevelOfEducation: 'Parent 1 Highest Education',
  pgRelationshipToStudent: 'Parent 1 Relationship',
  pgFirstName: 'Parent 1 First Name',
  pgLastName: 'Parent 1 Last Name',
  pgPrimaryEmail: 'Parent 1 Email',
  pgPrimaryPhone: 'Parent 1 Phone',
  pgPrimaryPhoneType: 'Parent 1 Phone Type',
  liveWithPg: 'Lives with Parent 1',
  // The draft's 'no second parent' choice; in no export group, so the export columns stay as they were.
  noSecondParent: 'No Second Parent or Guardian',
  pg2HighestLevelOfEducation: 'Parent 2 Highest Education',
  pg2RelationshipToStudent: 'Parent 2 Relationship',
  pg2FirstName: 'Parent 2 First Name',
  pg2LastName: 'Parent 2 Last Name',
  pg2PrimaryEmail: 'Parent 2 Email',
  pg2PrimaryPhone: 'Parent 2 Phone',
  pg2PrimaryPhoneType: 'Parent 2 Phone Type',
  liveWithPg2: 'Lives with Parent 2',
  livingStatus: 'Living Situation',
  street: 'Street',
  city: 'City',
  state: 'State',
  zip: 'ZIP',
  county: 'County',
  country: 'Country',
  isMailingAddressTheSame: 'Mailing Address Same',
  mailingStreet: 'Mailing Street',
  mailingCity: 'Mailing City',
  mailingState: 'Mailing State',
  mailingZip: 'Mailing ZIP',
  mailingCountry: 'Mailing Country',
  isStudentHispanicOrLatino: 'Hispanic or Latino',
  primaryRaceCategory: 'Primary Race Category',
  previousSchool: 'Previous School',
  previousSchoolCity: 'Previous School City',
  previousSchoolState: 'Previous School State',
  primaryLanguage: 'Primary Language',
  firstLanguage: 'First Language',
  homeLanguage: 'Home Language',
  languageSpokenByParentsToStudent: 'Language Parents Speak to Student',
  languageSpokenByAdultsAtHome: 'Language of Adults at Home',
  isPgEmployedInOneOrMoreAgriculturalOrFishingActivities: 'Parent in Agricultural or Fishing Work',
  releaseAudioAndVideo: 'Release Audio and Video',
  releasePermissionForSocialMedia: 'Release for Social Media',
  releaseUseStudentWork: 'Release Student Work',
  releasePermissionToTextStudent: 'Permission to Text Student',
  releasePermissionToTextPg: 'Permission to Text Parent',
  releaseAllowStudentAccessToGoogleAppsForEducation: 'Google Apps for Education',
  beenExpelled: 'Expelled',
  expelledFromWhichSchool: 'Expelled From School',
  expelledWhatYear: 'Expelled Year',
  beenSuspended: 'Suspended',
  suspendedFromWhichSchool: 'Suspended From School',
  suspendedWhatYear: 'Suspended Year',
  onProbation: 'On Probation',
  isParentOrExpecting: 'Parent or Expecting',
  moreThanThreeUnexcusedAbsences: 'More Than 3 Unexcused Absences',
  lateToSchoolMoreThanThreeTimes: 'Late to School 3 or More Times',
  orderedToAttendSchool: 'Ordered to Attend School',
  orderedToAttendWhichSchool: 'Ordered to Attend Which School',
  orderedToAttendWhatYear: 'Ordered to Attend Year',
  retainedMoreThanOnce: 'Retained More Than Once',
  retainedFromWhichSchool: 'Retained at School',
  retainedFromWhatYear: 'Retained Year',
  droppedOutOfSchool: 'Dropped Out',
  droppedOutFromWhichSchool: 'Dropped Out From School',
  droppedOutFromWhatYear: 'Dropped Out Year',
  behindSemesterInCredits: 'Behind a Semester in Credits',
  outOfSchoolMoreThanFortyFiveDays: 'Out of School 45 Days or More',
  expelledMoreThanTwoSchoolsPastYear: 'More Than 2 Schools Past Year',
  fosterCare: 'Foster Care',
  youthExperiencingHomelessness: 'Youth Experiencing Homelessness',
  accessToComputerAtHome: 'Computer at Home',
  accessToTheInternetAtHome: 'Internet at Home',
  knownHealthConditions: 'Known Health Conditions',
  asthma: 'Asthma',
  beeStingAllergy: 'Bee Sting Allergy',
  diabetes: 'Diabetes',
  epilepsy: 'Epilepsy',
  heartCondition: 'Heart Condition',
  seizures: 'Seizures',
  nutAllergy: 'Nut Allergy',
  knownHearingConditions: 'Known Hearing Conditions',
  wearsHearingAid: 'Wears Hearing Aid',
  knownEyeCondition: 'Known Eye Condition',
  glassesToBeWornAtAllTimes: 'Glasses at All Times',
  wearsContactLenses: 'Wears Contact Lenses',
  wearsGlasses: 'Wears Glasses',
  medications: 'Medications',
  otherHealthCondition: 'Other Health Condition',
  medicalInstructions: 'Medical Instructions',
  heathInsuranceCarrier: 'Health Insurance Carrier',
  insuranceIdOrPolicyNumber: 'Insurance ID or Policy Number',
  hospitalPreference: 'Hospital Preference',
  custodyIssueExists: 'Custody Issue',
  custodyIssueNotes: 'Custody Issue Notes',
  legalRestrictionsForAnyParent: 'Legal Restrictions for a Parent',
  legalRestrictionsNotes: 'Legal Restrictions Notes',
  emergencyContact1FirstName: 'Emergency Contact 1 First Name',
  emergencyContact1LastName: 'Emergency Contact 1 Last Name',
  emergencyContact1Phone: 'Emergency Contact 1 Phone',
  emergencyContact1Relationship: 'Emergency Contact 1 Relationship',
  authorizedForPickup1: 'Emergency Contact 1 Authorized for Pickup',
  emergencyContact2FirstName: 'Emergency Contact 2 First Name',
  emergencyContact2LastName: 'Emergency Contact 2 Last Name',
  emergencyContact2Phone: 'Emergency Contact 2 Phone',
  emergencyContact2Relationship: 'Emergency Contact 2 Relationship',
  authorizedForPickup2: 'Emergency Contact 2 Authorized for Pickup',
};

/** The answer groups in PDF section order (the parent group holds both parents). */
export type RegistrationFieldGroup =
  | 'student'
  | 'parent'
  | 'physicalAddress'
  | 'mailingAddress'
  | 'ethnicity'
  | 'previousSchool'
  | 'language'
  | 'homeLanguageSurvey'
  | 'migrantEducation'
  | 'releaseRequests'
  | 'dass'
  | 'homeSurvey'
  | 'health'
  | 'custody'
  | 'emergencyContacts';

/** A section that asks exactly what the long registration's step of the same content asks. */
const fieldsOf = (step: RegistrationStepKey) => registrationStepFields(step, 'long');

export const REGISTRATION_FIELD_GROUPS: Record<RegistrationFieldGroup, readonly RegistrationField[]> = {
  student: [
    'firstName',
    'middleName',
    'lastName',
    'haveSuffix',
    'suffix',
    'studentName',
    'preferredpronouns',
    'otherpreferredpronouns',
    'gender',
    'birthDate',
    'gradeLevel',
    'birthState',
    'birthCountry',
    'studentEmail',
    'studentPrimaryPhone',
    'studentPrimaryPhoneType',
    'previouslyEnrolled',
    'permissionParentContact',
  ],
  parent: [
    'pgRelationshipToStudent',
    'pgFirstName',
    'pgLastName',
    'pgPrimaryEmail',
    'pgPrimaryPhone',
    'pgPrimaryPhoneType',
    'pgHighestLevelOfEducation',
    'liveWithPg',
    'pg2RelationshipToStudent',
    'pg2FirstName',
    'pg2LastName',
    'pg2PrimaryEmail',
    'pg2PrimaryPhone',
    'pg2PrimaryPhoneType',
    'pg2HighestLevelOfEducation',
    'liveWithPg2',
  ],
  // 'Lives with parent 1' is with the parent's answers, where the long flow asks it.
  physicalAddress: fieldsOf('physicalAddress').filter((field) => field !== 'liveWithPg'),
  mailingAddress: fieldsOf('mailingAddress'),
  ethnicity: fieldsOf('ethnicity'),
  previousSchool: fieldsOf('previousSchool'),
  language: ['primaryLanguage'],
  homeLanguageSurvey: fieldsOf('homeLanguageSurvey'),
  migrantEducation: fieldsOf('migrantEducation'),
  releaseRequests: fieldsOf('releaseRequests'),
  dass: fieldsOf('dassInformation'),
  homeSurvey: fieldsOf('homeSurvey'),
  health: fieldsOf('healthConditions'),
  custody: fieldsOf('parentCustody'),
  emergencyContacts: fieldsOf('emergencyContacts'),
};

/**
 * Follow-up questions, asked only for one answer of another (the suffix after 'yes', the DASS school
 * and year, the health sub-questions …). The stored record empties them when they were not asked,
 * so the PDF prints them only when answered instead of a row of blanks.
 */
export const FOLLOW_UP_FIELDS: ReadonlySet<RegistrationField> = new Set<RegistrationField>([
  'suffix',
  'otherpreferredpronouns',
  'permissionParentContact',
  ...DASS_QUESTIONS.flatMap((question) =>
    question.followUp ? [question.followUp.school, question.followUp.year] : [],
  ),
  ...HEALTH_CONDITION_FIELDS,
  'wearsHearingAid',
  ...EYE_CONDITION_FIELDS,
  'custodyIssueNotes',
  'legalRestrictionsNotes',
]);

const YES_NO_FIELDS: ReadonlySet<string> = new Set(REGISTRATION_YES_NO_FIELDS);

function isYesNoField(field: RegistrationField): field is RegistrationYesNoField {
  return YES_NO_FIELDS.has(field);
}

/** One answer as text: yes/no objects 'Yes'/'No', the birth date MM/DD/YYYY; '' when empty. */
export function registrationAnswerText(
  record: Partial<RegistrationRecord>,
  field: RegistrationField,
): string {
  if (field === 'previouslyEnrolled') return yesNoNotSureText(record.previouslyEnrolled);
  if (isYesNoField(field)) return yesNoText(record[field]);
  const value = record[field];
  if (typeof value !== 'string') return '';
  return field === 'birthDate' ? usDate(value) : value;
}
