/** Tests only: a signed Lelo entry of a minor at Lancaster, and the session it belongs to. */
import type {
  LeloRegistrationRecord,
  LeloSessionRecord,
  LeloSubmissionInput,
  OfferedCourse,
} from '@enroll/domain';
import { MINOR_LELO_HOUSEHOLD, TEST_LELO_ADDRESS } from '../../domain/test-support/lelo-entry.ts';
import { NO_PARENT_1 } from '../../domain/test-support/registration-drafts.ts';

export const TEST_SESSION: LeloSessionRecord = {
  id: 'lelo-session-active',
  name: 'Summer Intersession 2027',
  status: 'Active',
  schoolYear: '2026-2027',
  permalink: 'summer-intersession-2027',
  enrollmentStart: '2026-01-01',
  enrollmentEnd: '2099-12-31',
  schoolYearStartDate: '2026-07-01',
  schoolYearEndDate: '2027-06-30',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export const TEST_COURSES: OfferedCourse[] = [
  {
    _id: 'course-english-9',
    course_name: 'English 9A',
    course_type: 'High School',
    grade_level_offered: '9,10',
    credits: '5',
    ncaa: true,
    master_agreement_name: 'English 9A',
  },
  {
    _id: 'course-art',
    course_name: 'Art History',
    course_type: 'High School',
    grade_level_offered: '9,10,11,12',
    credits: '2.5',
    ncaa: false,
    master_agreement_name: 'Art History',
  },
];

export function signedTestRecord(overrides: Partial<LeloRegistrationRecord> = {}): LeloRegistrationRecord {
  return {
    id: 'entry-1',
    _uuid: '6f1f0c1e-2a4b-4c5d-8e9f-0a1b2c3d4e5f',
    status: 'Signed',
    createdAt: '2026-05-04T17:30:00.000Z',
    updatedAt: '2026-05-04T17:30:00.000Z',
    LeloRegistrationProfile: TEST_SESSION.id,
    permaLink: TEST_SESSION.permalink,
    session_name: TEST_SESSION.name,
    charter: 'Learn4Life Charter',
    charter_id: 'charter-1',
    learningCenter: 'Learn4Life - Lancaster',
    learningCenters: 'Learn4Life - Lancaster',
    siteId: 'b2ba96878bd049e721fc7c59',
    hasPreviouslyEnrolled: 'No',
    firstName: 'Ana',
    middleName: '',
    lastName: 'Lopez',
    gender: 'Female',
    birthDate: '2010-03-15',
    studentEmail: 'ana.student@example.com',
    studentPrimaryPhone: '661-555-0101',
    studentPrimaryPhoneType: 'Cell',
    pgRelationshipToStudent: 'Mother',
    pgFirstName: 'Maria',
    pgLastName: 'Lopez',
    pgPrimaryEmail: 'maria.parent@example.com',
    pgPrimaryPhone: '661-555-0102',
    pgPrimaryPhoneType: 'Cell',
    liveWithPg: 'Yes',
    livingStatus: 'Home',
    ...TEST_LELO_ADDRESS,
    gradeLevel: '9',
    notes: '',
    courses: TEST_COURSES,
    selectedCourseAgreements: TEST_COURSES.map((course) => course.credits),
    understood1: true,
    understood2: true,
    studentName: 'Ana Lopez',
    studentSignatureDate: '2026-05-04',
    parentName: 'Maria Lopez',
    parentSignatureDate: '2026-05-04',
    studentSignatureBlob: 'lelo-signatures/entry-1/signing-1/student.png',
    parentSignatureBlob: 'lelo-signatures/entry-1/signing-1/parent.png',
    signedAt: '2026-05-04T17:30:00.000Z',
    evidence: {
      studentName: 'Ana Lopez',
      studentSignedAt: '2026-05-04T17:30:00.000Z',
      parentName: 'Maria Lopez',
      parentSignedAt: '2026-05-04T17:30:00.000Z',
      ipAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0',
      agreementSha256: 'a'.repeat(64),
      agreementSha256Shown: 'c'.repeat(64),
    },
    signedWithKey: null,
    uploadedUrl: null,
    fileName: null,
    agreementGeneratedAt: null,
    ...overrides,
  };
}

/** What a 'Self 18+' student's entry holds of a parent: nothing, and no parent signature. */
export const SELF_ADULT_FIELDS = {
  ...NO_PARENT_1,
  pgRelationshipToStudent: 'Self 18+',
  parentName: '',
  parentSignatureDate: '',
  parentSignatureBlob: null,
} as const satisfies Partial<LeloRegistrationRecord>;

/** The same entry for a 'Self 18+' student: no parent, no parent signature. */
export function adultTestRecord(): LeloRegistrationRecord {
  const record = signedTestRecord({
    ...SELF_ADULT_FIELDS,
    firstName: 'Ben',
    lastName: 'Carter',
    birthDate: '2000-01-01',
    studentName: 'Ben Carter',
  });
  return {
    ...record,
    evidence: record.evidence && {
      ...record.evidence,
      studentName: 'Ben Carter',
      parentName: null,
      parentSignedAt: null,
    },
  };
}

/** The whole wizard body of a 16-year-old at Lancaster (signatures to be added). */
export function submissionInput(overrides: Partial<LeloSubmissionInput> = {}): LeloSubmissionInput {
  return {
    ...MINOR_LELO_HOUSEHOLD,
    permalink: TEST_SESSION.permalink,
    charter: 'Sent Charter Name',
    charter_id: 'charter-1',
    learningCenter: 'Sent Center Name',
    siteId: 'b2ba96878bd049e721fc7c59',
    firstName: 'ana',
    middleName: '',
    lastName: 'lopez',
    birthDate: '2010-03-15',
    studentEmail: 'Ana.Student@example.com',
    studentPrimaryPhone: '661-555-0101',
    pgFirstName: 'Maria',
    pgLastName: 'Lopez',
    pgPrimaryEmail: 'maria.parent@example.com',
    pgPrimaryPhone: '661-555-0102',
    street: '1 main st',
    city: 'lancaster',
    district: 'Antelope Valley',
    mailingStreet: 'PO Box 1',
    mailingCity: '',
    mailingState: '',
    mailingZip: '',
    gradeLevel: '9',
    notes: '',
    courses: [
      { id: 'course-english-9', course_name: 'anything the browser says', ncaa: true },
      { id: 'course-art', course_name: 'Art History' },
    ],
    understood1: true,
    understood2: true,
    studentSignature: 'data:image/png;base64,AAAA',
    studentName: 'Ana Lopez',
    studentSignatureDate: '2026-05-04',
    parentSignature: 'data:image/png;base64,AAAA',
    parentName: 'Maria Lopez',
    parentSignatureDate: '2026-05-04',
    ...overrides,
  };
}

/** The agreement a test family signs in English, as `agreementForFamily` gives it. */
export const TEST_AGREEMENT = {
  html: '<h2>Master Agreement</h2><p>The student agrees.</p>',
  language: 'en' as const,
  untranslated: false,
  paragraphs: ['Master Agreement', 'The student agrees.'],
  text: 'Master Agreement\n\nThe student agrees.',
  sha256: 'b'.repeat(64),
};

/**
 * The secondary enrollment list's row of a stored entry: the entry's fields the table shows, with
 * whether its agreement is signed. A test adds the fields it pins (status, session, file name).
 */
export function leloListRowOf(source: LeloRegistrationRecord | undefined, hasSignedAgreement: boolean) {
  return {
    id: source?.id,
    charter_id: source?.charter_id,
    _uuid: source?._uuid,
    createdAt: source?.createdAt,
    status: source?.status,
    firstName: source?.firstName,
    lastName: source?.lastName,
    birthDate: source?.birthDate,
    studentEmail: source?.studentEmail,
    studentPrimaryPhone: source?.studentPrimaryPhone,
    charter: source?.charter,
    learningCenters: source?.learningCenters,
    siteId: source?.siteId,
    permaLink: source?.permaLink,
    session_name: source?.session_name,
    LeloRegistrationProfile: source?.LeloRegistrationProfile,
    fileName: source?.fileName,
    hasSignedAgreement,
  };
}
