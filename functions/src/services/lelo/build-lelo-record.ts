import { randomUUID } from 'node:crypto';
import { businessToday, isSelfAdult, type LeloRegistrationRecord, needsMailingStep } from '@enroll/domain';
import { SIGNATURES_CONTAINER } from '../pdf/master-agreement-layout.ts';
import type { ValidatedLeloSubmission } from './validate-lelo-submission.ts';

/** Who signs, when and from where: what the evidence block records besides the submission. */
export interface SigningContext {
  id: string;
  uuid: string;
  createdAt: string;
  now: Date;
  ipAddress: string;
  userAgent: string;
  /** Hash of the request's Idempotency-Key, null without one. */
  keyHash: string | null;
  /** This signing attempt's folder of signature images (`signingIdOf`). */
  signingId: string;
}

/**
 * The folder of one signing attempt: the Idempotency-Key's hash (a retry writes the same images again),
 * else a random id. Two racing signings of one pre-registration thus never overwrite each other's
 * images: whichever replace wins, the paths it stores point at its own PNGs.
 */
export function signingIdOf(keyHash: string | null): string {
  return keyHash ?? randomUUID();
}

/** `container/blob` paths of an entry's signature images of one signing. */
export function signatureBlobPath(entryId: string, signingId: string, who: 'student' | 'parent'): string {
  return `${SIGNATURES_CONTAINER}/${entryId}/${signingId}/${who}.png`;
}

/** `container/blob` path of the agreement text signed in one signing, beside its signature images. */
export function agreementTextBlobPath(entryId: string, signingId: string): string {
  return `${SIGNATURES_CONTAINER}/${entryId}/${signingId}/agreement.txt`;
}

const PARENT_FIELDS_OF_ADULT = {
  pgFirstName: '',
  pgLastName: '',
  pgPrimaryEmail: '',
  pgPrimaryPhone: '',
  pgPrimaryPhoneType: '',
  parentName: '',
  parentSignatureDate: '',
} as const;

const EMPTY_MAILING = { mailingStreet: '', mailingCity: '', mailingState: '', mailingZip: '' } as const;

/**
 * The signed entry (status Signed) of a validated submission. Names of the learning center, charter
 * and courses come from the offering, not from the browser; answers the wizard hid (the parent of a
 * 'Self 18+' student, a mailing address that is the same) are stored empty.
 */
export function buildSignedLeloRecord(
  validated: ValidatedLeloSubmission,
  signing: SigningContext,
): LeloRegistrationRecord {
  const { submission, session, offering, courses, parentSignature, agreement } = validated;
  const {
    courses: _picked,
    studentSignature: _student,
    parentSignature: _parent,
    permalink: _permalink,
    agreementSha256Shown,
    ...fields
  } = submission;
  const adult = isSelfAdult(submission.pgRelationshipToStudent);
  const signedAt = signing.now.toISOString();
  // One signing day: the business day of the instant signed, on the signature lines and in the record.
  const signedOn = businessToday(signing.now);
  return {
    ...fields,
    ...(adult ? PARENT_FIELDS_OF_ADULT : {}),
    ...(needsMailingStep(submission.isMailingAddressTheSame) ? {} : EMPTY_MAILING),
    studentSignatureDate: signedOn,
    parentSignatureDate: adult ? '' : signedOn,
    id: signing.id,
    _uuid: signing.uuid,
    status: 'Signed',
    createdAt: signing.createdAt,
    updatedAt: signedAt,
    charter: offering.charter,
    charter_id: offering.charter_id,
    learningCenter: offering.learningCenterName,
    learningCenters: offering.learningCenterName,
    siteId: offering.siteId,
    LeloRegistrationProfile: session.id,
    permaLink: session.permalink,
    session_name: session.name,
    courses,
    selectedCourseAgreements: courses.map((course) => course.credits),
    studentSignatureBlob: signatureBlobPath(signing.id, signing.signingId, 'student'),
    parentSignatureBlob: parentSignature ? signatureBlobPath(signing.id, signing.signingId, 'parent') : null,
    signedAt,
    evidence: {
      studentName: submission.studentName,
      studentSignedAt: signedAt,
      parentName: parentSignature ? submission.parentName : null,
      parentSignedAt: parentSignature ? signedAt : null,
      ipAddress: signing.ipAddress,
      userAgent: signing.userAgent,
      agreementSha256: agreement.sha256,
      agreementSha256Shown,
      agreementLanguage: agreement.language,
      agreementUntranslated: agreement.untranslated,
      agreementTextBlob: agreementTextBlobPath(signing.id, signing.signingId),
    },
    signedWithKey: signing.keyHash,
    uploadedUrl: null,
    fileName: null,
    agreementGeneratedAt: null,
  };
}
