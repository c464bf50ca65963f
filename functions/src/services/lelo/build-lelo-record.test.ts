import { describe, expect, it } from 'vitest';
import { TEST_SESSION } from '../../../test-support/lelo-fixtures.ts';
import { validatedSubmission as validated } from '../../../test-support/lelo-validated.ts';
import { buildSignedLeloRecord, signingIdOf } from './build-lelo-record.ts';

const now = new Date('2026-05-04T17:30:00.000Z');
const signing = {
  id: 'entry-9',
  uuid: '11111111-2222-4333-8444-555555555555',
  createdAt: '2026-04-01T10:00:00.000Z',
  now,
  ipAddress: '203.0.113.7',
  userAgent: 'TestBrowser/1.0',
  keyHash: 'key-hash',
  signingId: 'signing-1',
};

describe('buildSignedLeloRecord', () => {
  it('stores a signed entry with the server-side names, the names as typed, credits aligned with courses, and blob paths', () => {
    const record = buildSignedLeloRecord(validated(), signing);
    expect(record).toMatchObject({
      id: 'entry-9',
      _uuid: signing.uuid,
      status: 'Signed',
      createdAt: signing.createdAt,
      updatedAt: now.toISOString(),
      signedAt: now.toISOString(),
      firstName: 'ana',
      lastName: 'lopez',
      charter: 'Learn4Life Charter',
      learningCenter: 'Learn4Life - Lancaster',
      learningCenters: 'Learn4Life - Lancaster',
      LeloRegistrationProfile: TEST_SESSION.id,
      permaLink: TEST_SESSION.permalink,
      session_name: TEST_SESSION.name,
      selectedCourseAgreements: ['5', '2.5'],
      studentSignatureBlob: 'lelo-signatures/entry-9/signing-1/student.png',
      parentSignatureBlob: 'lelo-signatures/entry-9/signing-1/parent.png',
      signedWithKey: 'key-hash',
      uploadedUrl: null,
      fileName: null,
      agreementGeneratedAt: null,
    });
    expect(record.courses.map((course) => course.course_name)).toEqual(['English 9A', 'Art History']);
    expect(record.evidence).toEqual({
      studentName: 'Ana Lopez',
      studentSignedAt: now.toISOString(),
      parentName: 'Maria Lopez',
      parentSignedAt: now.toISOString(),
      ipAddress: '203.0.113.7',
      userAgent: 'TestBrowser/1.0',
      agreementSha256: 'b'.repeat(64),
      agreementSha256Shown: '',
      agreementLanguage: 'en',
      agreementUntranslated: false,
      agreementTextBlob: 'lelo-signatures/entry-9/signing-1/agreement.txt',
    });
    expect(record).not.toHaveProperty('agreementSha256Shown');
    expect(JSON.stringify(record)).not.toContain('base64');
    expect(record).not.toHaveProperty('studentSignature');
    expect(record).not.toHaveProperty('permalink');
  });

  it('empties the mailing address when it is the same as the physical one', () => {
    expect(buildSignedLeloRecord(validated(), signing).mailingStreet).toBe('');
    const differs = buildSignedLeloRecord(
      validated({
        isMailingAddressTheSame: 'No',
        mailingStreet: 'po box 1',
        mailingCity: 'Lancaster',
        mailingState: 'CA',
        mailingZip: '93535',
      }),
      signing,
    );
    expect(differs.mailingStreet).toBe('po box 1');
  });

  it('keeps no parent and no parent signature for a Self 18+ student', () => {
    const record = buildSignedLeloRecord(
      validated(
        {
          birthDate: '2000-01-01',
          pgRelationshipToStudent: 'Self 18+',
          pgFirstName: 'Should',
          pgLastName: 'Vanish',
          pgPrimaryEmail: 'gone@example.com',
          parentName: 'Should Vanish',
        },
        false,
      ),
      signing,
    );
    expect(record).toMatchObject({
      pgFirstName: '',
      pgLastName: '',
      pgPrimaryEmail: '',
      parentName: '',
      parentSignatureDate: '',
      parentSignatureBlob: null,
    });
    expect(record.evidence).toMatchObject({ parentName: null, parentSignedAt: null });
  });

  it("keeps each signing's images in a folder of its own, so racing signings never share a path", () => {
    const first = buildSignedLeloRecord(validated(), { ...signing, signingId: signingIdOf('key-a') });
    const second = buildSignedLeloRecord(validated(), { ...signing, signingId: signingIdOf(null) });
    const third = buildSignedLeloRecord(validated(), { ...signing, signingId: signingIdOf(null) });
    expect(first.studentSignatureBlob).toBe('lelo-signatures/entry-9/key-a/student.png');
    const paths = [first, second, third].map((record) => record.studentSignatureBlob);
    expect(new Set(paths).size).toBe(3);
    expect(second.parentSignatureBlob).toMatch(/^lelo-signatures\/entry-9\/[0-9a-f-]{36}\/parent\.png$/);
  });

  it('records one signing day for both signature lines: the business day of the instant signed', () => {
    // 02:30 UTC on 5 May is still 4 May in the enrollment time zone (Pacific).
    const late = buildSignedLeloRecord(validated(), {
      ...signing,
      now: new Date('2026-05-05T02:30:00.000Z'),
    });
    expect(late).toMatchObject({ studentSignatureDate: '2026-05-04', parentSignatureDate: '2026-05-04' });
    expect(late.evidence?.studentSignedAt).toBe('2026-05-05T02:30:00.000Z');
  });

  it("stores the browser's hash of the agreement it showed beside the server's, in the evidence only", () => {
    const record = buildSignedLeloRecord(validated({ agreementSha256Shown: 'C'.repeat(64) }), signing);
    expect(record.evidence).toMatchObject({
      agreementSha256: 'b'.repeat(64),
      agreementSha256Shown: 'c'.repeat(64),
    });
    expect(record).not.toHaveProperty('agreementSha256Shown');
  });
});
