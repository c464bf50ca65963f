/** Drafts for the unit tests of the registration modules (not exported by the package). */
import { emptyRegistrationDraft, type RegistrationDraft } from '../src/registration/registration-draft.ts';

export const TODAY = '2026-06-15';
export const BIRTH_DATE_16 = '2010-03-01';
export const BIRTH_DATE_19 = '2007-01-01';
export const SITE_ID = '64b7f0c2a1d3e4f5a6b7c8d9';
export const INTEREST_UUID = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';

/** A 16-year-old's draft that passes every step of both variants (mailing address the same). */
export function completeDraft(overrides: Partial<RegistrationDraft> = {}): RegistrationDraft {
  return {
    ...emptyRegistrationDraft(),
    firstName: 'Ana',
    lastName: 'Lopez',
    haveSuffix: 'no',
    gender: 'Female',
    birthDate: BIRTH_DATE_16,
    gradeLevel: '10',
    birthState: 'California',
    birthCountry: 'United States of America',
    studentEmail: 'ana@example.com',
    studentPrimaryPhone: '661-555-0134',
    studentPrimaryPhoneType: 'Cell',
    studentName: 'Ana',
    preferredpronouns: 'She/Her/Hers',
    pgHighestLevelOfEducation: 'College Graduate',
    pgRelationshipToStudent: 'Mother',
    pgFirstName: 'Maria',
    pgLastName: 'Lopez',
    pgPrimaryEmail: 'maria@example.com',
    pgPrimaryPhone: '661-555-0135',
    pgPrimaryPhoneType: 'Home',
    liveWithPg: 'yes',
    pg2RelationshipToStudent: 'Father',
    pg2FirstName: 'Jose',
    pg2LastName: 'Lopez',
    pg2PrimaryEmail: 'jose@example.com',
    pg2PrimaryPhone: '661-555-0136',
    pg2PrimaryPhoneType: 'Cell',
    livingStatus: 'Living with parent(s)/guardian(s) in a house or apartment',
    street: '123 Main St',
    city: 'Lancaster',
    state: 'California',
    zip: '93534',
    isMailingAddressTheSame: 'yes',
    isStudentHispanicOrLatino: 'yes',
    primaryRaceCategory: 'White',
    previousSchool: 'Antelope Valley High School',
    previousSchoolCity: 'Lancaster',
    previousSchoolState: 'California',
    primaryLanguage: 'Spanish',
    firstLanguage: 'Spanish',
    homeLanguage: 'Spanish',
    languageSpokenByParentsToStudent: 'Spanish',
    languageSpokenByAdultsAtHome: 'English',
    isPgEmployedInOneOrMoreAgriculturalOrFishingActivities: 'no',
    releaseAudioAndVideo: 'yes',
    releasePermissionForSocialMedia: 'no',
    releaseUseStudentWork: 'yes',
    releasePermissionToTextStudent: 'yes',
    releasePermissionToTextPg: 'yes',
    releaseAllowStudentAccessToGoogleAppsForEducation: 'yes',
    beenExpelled: 'no',
    beenSuspended: 'no',
    onProbation: 'no',
    isParentOrExpecting: 'no',
    moreThanThreeUnexcusedAbsences: 'no',
    lateToSchoolMoreThanThreeTimes: 'no',
    orderedToAttendSchool: 'no',
    retainedMoreThanOnce: 'no',
    droppedOutOfSchool: 'no',
    behindSemesterInCredits: 'yes',
    outOfSchoolMoreThanFortyFiveDays: 'no',
    expelledMoreThanTwoSchoolsPastYear: 'no',
    fosterCare: 'no',
    youthExperiencingHomelessness: 'no',
    accessToComputerAtHome: 'yes',
    accessToTheInternetAtHome: 'yes',
    knownHealthConditions: 'no',
    knownHearingConditions: 'no',
    knownEyeCondition: 'no',
    custodyIssueExists: 'no',
    legalRestrictionsForAnyParent: 'no',
    emergencyContact1FirstName: 'Rosa',
    emergencyContact1LastName: 'Diaz',
    emergencyContact1Phone: '661-555-0140',
    emergencyContact1Relationship: 'Aunt',
    authorizedForPickup1: 'yes',
    emergencyContact2FirstName: 'Luis',
    emergencyContact2LastName: 'Diaz',
    emergencyContact2Phone: '661-555-0141',
    emergencyContact2Relationship: 'Uncle',
    authorizedForPickup2: 'no',
    ...overrides,
  };
}

/** Parent 1's name, relationship and contact left empty (the same fields in a Lelo entry). */
export const NO_PARENT_1 = {
  pgRelationshipToStudent: '',
  pgFirstName: '',
  pgLastName: '',
  pgPrimaryEmail: '',
  pgPrimaryPhone: '',
  pgPrimaryPhoneType: '',
} as const;

/** Parent 2's name, relationship and contact left empty. */
export const NO_PARENT_2 = {
  pg2RelationshipToStudent: '',
  pg2FirstName: '',
  pg2LastName: '',
  pg2PrimaryEmail: '',
  pg2PrimaryPhone: '',
  pg2PrimaryPhoneType: '',
} as const;

/** The parent answers of an adult who denies parent contact and is their own Parent 2. */
export const SELF_ADULT_PARENTS = {
  permissionParentContact: 'no',
  ...NO_PARENT_1,
  liveWithPg: 'no',
  ...NO_PARENT_2,
  pg2RelationshipToStudent: 'Self 18+',
} as const;
