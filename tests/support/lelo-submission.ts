import { randomUUID } from 'node:crypto';
import type { CourseOfferingRecord, LeloSubmissionInput } from '@enroll/domain';
import { MINOR_LELO_HOUSEHOLD } from '../../domain/test-support/lelo-entry.ts';
import { pngDataUrl, signaturePng } from '../../functions/test-support/png.ts';
import { birthDateYearsAgo } from './dates.ts';
import { offeredCourse, readLeloSession, readOffering, shownAgreementHash } from './lelo.ts';
import { postJson } from './local-stack.ts';
import { LANCASTER_ID } from './seeded-sites.ts';

/**
 * What a body takes besides the family's answers: the session's permalink, the center's offering,
 * the drawn signature and the hash of the agreement the step shows for a charter.
 */
export interface LeloBodyParts {
  permalink: string;
  offering: CourseOfferingRecord;
  signature: string;
  shownHashOf: (charterId: string) => string;
}

/**
 * The public wizard's whole body for a 16-year-old in grade 9 at the offering's center (English 9A
 * for NCAA, and Health), both signatures drawn, signed today: what a family's POST
 * /api/leloRegistration sends. `overrides` replace whole fields.
 */
export function minorSubmission(
  { permalink, offering, signature, shownHashOf }: LeloBodyParts,
  overrides: Partial<LeloSubmissionInput> = {},
): LeloSubmissionInput {
  const tag = randomUUID().slice(0, 8);
  const lastName = `Lopez${tag.replace(/\d/g, '')}`;
  const picked = (name: string) => {
    const course = offeredCourse(offering, name);
    return { id: course._id, course_name: course.course_name };
  };
  const today = new Date().toISOString().slice(0, 10);
  return {
    ...MINOR_LELO_HOUSEHOLD,
    permalink,
    charter: offering.charter,
    charter_id: offering.charter_id,
    learningCenter: offering.learningCenterName,
    siteId: offering.siteId,
    firstName: 'Ana',
    middleName: '',
    lastName,
    birthDate: birthDateYearsAgo(16),
    studentEmail: `lelo.student.${tag}@example.com`,
    studentPrimaryPhone: '661-555-0101',
    pgFirstName: 'Maria',
    pgLastName: 'Lopez',
    pgPrimaryEmail: `lelo.parent.${tag}@example.com`,
    pgPrimaryPhone: '661-555-0102',
    street: '1 Main St',
    city: 'Lancaster',
    district: 'Antelope Valley Union',
    gradeLevel: '9',
    notes: '',
    courses: [{ ...picked('English 9A'), ncaa: true }, picked('Health')],
    understood1: true,
    understood2: true,
    studentSignature: signature,
    // The typed names are the student's and the parent's own (the server holds them to steps 2 and 3).
    studentName: `${overrides.firstName ?? 'Ana'} ${overrides.lastName ?? lastName}`,
    studentSignatureDate: today,
    parentSignature: signature,
    parentName: `${overrides.pgFirstName ?? 'Maria'} ${overrides.pgLastName ?? 'Lopez'}`,
    parentSignatureDate: today,
    // The hash the step shows for the charter of the body (a body for another center names its charter).
    agreementSha256Shown: shownHashOf(overrides.charter_id ?? offering.charter_id),
    ...overrides,
  };
}

/**
 * `minorSubmission` at Lancaster, read from the seeded session and offering, with the hash of the
 * agreement shown in the body's language.
 */
export async function minorLancasterSubmission(
  overrides: Partial<LeloSubmissionInput> = {},
): Promise<LeloSubmissionInput> {
  const [session, offering] = await Promise.all([readLeloSession(), readOffering(LANCASTER_ID)]);
  const shown = await shownAgreementHash(
    overrides.charter_id ?? offering.charter_id,
    overrides.language ?? 'en',
  );
  const parts = { permalink: session.permalink, offering, signature: pngDataUrl(signaturePng()) };
  return minorSubmission({ ...parts, shownHashOf: () => shown }, overrides);
}

/** The answers of a student of 18 or more answering for themself: no parent, living on their own. */
export function selfAdultAnswers(): Partial<LeloSubmissionInput> {
  return {
    birthDate: birthDateYearsAgo(19),
    pgRelationshipToStudent: 'Self 18+',
    pgFirstName: '',
    pgLastName: '',
    pgPrimaryEmail: '',
    pgPrimaryPhone: '',
    pgPrimaryPhoneType: '',
    livingStatus: 'Living on my own in a house or apartment (18 or older)',
    liveWithPg: 'No',
    understood1: false,
    parentName: '',
    parentSignatureDate: '',
  };
}

/** A family's signing: POST /api/leloRegistration under its own Idempotency-Key. */
export function submitLelo(body: LeloSubmissionInput, key = `lelo-test-${randomUUID()}`) {
  return postJson('/api/leloRegistration', body, { 'Idempotency-Key': key });
}
