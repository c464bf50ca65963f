import type { LeloStaffEntry } from '@enroll/domain';
import { TEST_LELO_ADDRESS } from '../../../domain/test-support/lelo-entry.ts';

/** A signed secondary enrollment as GET /api/leloRegistration/staff/{id} answers it (page tests). */
export function leloEntryFixture(overrides: Partial<LeloStaffEntry> = {}): LeloStaffEntry {
  return {
    id: 'lelo-1',
    _uuid: '7f0c3c2e-9a55-4e57-9a1e-0d5b3f3a2b11',
    status: 'Signed',
    createdAt: '2026-11-20T18:00:00.000Z',
    updatedAt: '2026-11-20T18:00:00.000Z',
    LeloRegistrationProfile: 'session-1',
    permaLink: 'summer-intersession-2027',
    session_name: 'Summer Intersession 2027',
    learningCenters: 'Learn4Life - Lancaster',
    learningCenter: 'Learn4Life - Lancaster',
    charter: 'Learn4Life Charter',
    charter_id: 'charter-l4l',
    siteId: 'b2ba96878bd049e721fc7c59',
    hasPreviouslyEnrolled: 'No',
    firstName: 'Sofia',
    middleName: '',
    lastName: 'Reyes',
    gender: 'Female',
    birthDate: '2010-04-05',
    studentEmail: 'sofia@example.com',
    studentPrimaryPhone: '661-555-0101',
    studentPrimaryPhoneType: 'Cell',
    pgRelationshipToStudent: 'Mother',
    pgFirstName: 'Rosa',
    pgLastName: 'Reyes',
    pgPrimaryEmail: 'rosa@example.com',
    pgPrimaryPhone: '661-555-0102',
    pgPrimaryPhoneType: 'Home',
    liveWithPg: 'Yes',
    livingStatus: 'Home',
    ...TEST_LELO_ADDRESS,
    gradeLevel: '9',
    notes: '',
    courses: [{ _id: 'c1', course_name: 'English 9A', credits: '5', ncaa: false }],
    selectedCourseAgreements: ['5'],
    understood1: false,
    understood2: true,
    studentName: 'Sofia Reyes',
    studentSignatureDate: '2026-11-20',
    parentName: 'Rosa Reyes',
    parentSignatureDate: '2026-11-20',
    signedAt: '2026-11-20T18:00:00.000Z',
    evidence: null,
    uploadedUrl: null,
    fileName: null,
    agreementGeneratedAt: null,
    signatures: { student: true, parent: true },
    ...overrides,
  } as LeloStaffEntry;
}

export function withEtag(body: unknown, etag: string, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ETag: etag },
  });
}
