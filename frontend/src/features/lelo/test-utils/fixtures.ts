import type {
  LeloConfirmation,
  LeloDraft,
  LeloLearningCenterChoice,
  LeloPrefill,
  PublicLeloSession,
} from '@enroll/domain';

import { birthDateYearsAgo } from '../../../components/form-fields/test-utils/birth-date.ts';

export { birthDateYearsAgo };

/** The seeded open session (`lelo-session-active`). */
export const PERMALINK = 'summer-intersession-2027';
export const SESSION_ID = 'lelo-session-active';

export const OPEN_SESSION: PublicLeloSession = {
  _id: SESSION_ID,
  name: 'Summer Intersession 2027',
  nameEs: '',
  permalink: PERMALINK,
  schoolYear: '2026-2027',
  status: 'Active',
  enrollmentStart: '2026-06-01',
  enrollmentEnd: '2027-08-31',
  schoolYearStartDate: '2026-07-01',
  schoolYearEndDate: '2027-06-30',
  gate: { open: true },
};

export const LANCASTER: LeloLearningCenterChoice = {
  siteId: 'b2ba96878bd049e721fc7c59',
  learningCenterName: 'Learn4Life - Lancaster',
  charter_id: 'charter-l4l',
  charter: 'Learn4Life',
  brandKey: 'learn4life',
};

export const KINGSPORT: LeloLearningCenterChoice = {
  siteId: '95f2e2552c33bb943ca6a508',
  learningCenterName: 'Holston - Kingsport',
  charter_id: 'charter-holston',
  charter: 'Holston',
  brandKey: 'holston',
};

export const PALMDALE: LeloLearningCenterChoice = {
  siteId: '9fcf89929e3f6288a5718ea8',
  learningCenterName: 'Flex High - Palmdale',
  charter_id: 'charter-flex',
  charter: 'Flex High',
  brandKey: 'flexhigh',
};

export const CENTERS: LeloLearningCenterChoice[] = [KINGSPORT, PALMDALE, LANCASTER];

/** The same centers as if the default brand ran all three charters (the tests of picking among charters). */
export const ONE_BRAND_CENTERS: LeloLearningCenterChoice[] = CENTERS.map((center) => ({
  ...center,
  brandKey: 'learn4life',
}));

export const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A draft every step accepts: a 16-year-old at Lancaster with two high school courses. */
export const COMPLETE_DRAFT: LeloDraft = {
  permalink: PERMALINK,
  charter: LANCASTER.charter,
  charter_id: LANCASTER.charter_id,
  learningCenter: LANCASTER.learningCenterName,
  siteId: LANCASTER.siteId,
  hasPreviouslyEnrolled: 'No',
  firstName: 'Maria',
  middleName: '',
  lastName: 'Lopez',
  gender: 'Female',
  birthDate: birthDateYearsAgo(16),
  studentEmail: 'maria@example.com',
  studentPrimaryPhone: '661-555-0134',
  studentPrimaryPhoneType: 'Cell',
  pgRelationshipToStudent: 'Mother',
  pgFirstName: 'Ana',
  pgLastName: 'Lopez',
  pgPrimaryEmail: 'ana@example.com',
  pgPrimaryPhone: '661-555-0135',
  pgPrimaryPhoneType: 'Home',
  liveWithPg: 'Yes',
  livingStatus: 'Living with parent(s)/guardian(s) in a house or apartment',
  street: '123 Main St',
  city: 'Lancaster',
  state: 'CA',
  zip: '93534',
  country: 'Los Angeles',
  district: 'Antelope Valley Union',
  isMailingAddressTheSame: 'Yes',
  mailingStreet: '',
  mailingCity: '',
  mailingState: '',
  mailingZip: '',
  gradeLevel: '10',
  notes: '',
  courses: [
    { id: 'course-english-10', course_name: 'English 10' },
    { id: 'course-biology', course_name: 'Biology' },
  ],
  understood1: false,
  includeNcaa: true,
  understood2: true,
  studentSignature: SIGNATURE,
  studentName: 'Maria Lopez',
  studentSignatureDate: '2027-01-15',
  parentSignature: SIGNATURE,
  parentName: 'Ana Lopez',
  parentSignatureDate: '2027-01-15',
  agreementSha256Shown: '',
};

/** The confirmation of a submitted entry of Maria Lopez at Lancaster (English 10, no template). */
export const LELO_CONFIRMATION: LeloConfirmation = {
  id: 'session-1_entry',
  _uuid: '0b6d2c1e',
  firstName: 'Maria',
  lastName: 'Lopez',
  charter: LANCASTER.charter,
  learningCenter: LANCASTER.learningCenterName,
  courses: [{ _id: 'course-english-10', course_name: 'English 10', credits: '5' }],
  templateMessage: null,
  templateLanguage: 'en',
  familyEmailed: true,
};

/** A pre-registration of Maria Lopez at Lancaster with its location resolved and no courses. */
export const LELO_PREFILL: LeloPrefill = {
  _uuid: 'u1',
  permaLink: PERMALINK,
  charter: LANCASTER.charter,
  charter_id: LANCASTER.charter_id,
  learningCenter: LANCASTER.learningCenterName,
  siteId: LANCASTER.siteId,
  firstName: 'Maria',
  lastName: 'Lopez',
  birthDate: '2010-04-02',
  studentEmail: 'maria@example.com',
  studentPrimaryPhone: '661-555-0134',
  gradeLevel: '10',
  courses: [],
  locationResolved: true,
  schoolPhone: '661-555-0100',
};
