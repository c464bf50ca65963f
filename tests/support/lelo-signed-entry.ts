import { randomUUID } from 'node:crypto';
import type { LeloStatus } from '@enroll/domain';
import { TEST_LELO_ADDRESS } from '../../domain/test-support/lelo-entry.ts';
import { signaturePng } from '../../functions/test-support/png.ts';
import { insertPreRegistration, type PreRegistration, signatureBlobs } from './lelo.ts';

export interface SignedEntryOptions {
  /** The charter the entry belongs to (scope is by the entry's charter_id). */
  charterId: string;
  /** A 'Self 18+' student: no parent, no parent signature. */
  selfAdult?: boolean;
  status?: LeloStatus;
  firstName?: string;
  lastName?: string;
}

export interface SignedEntry {
  entry: PreRegistration & Record<string, unknown>;
  studentPng: Buffer;
  parentPng: Buffer | null;
}

/**
 * Stores a signed secondary enrollment as the public wizard's signing leaves it (status Signed, the
 * family's answers, signature PNGs in the private `lelo-signatures` container, one folder per signing),
 * for the staff detail, edit and Inactive tests. The two images differ in size so a test can tell them apart.
 */
export async function insertSignedEntry(options: SignedEntryOptions): Promise<SignedEntry> {
  const id = randomUUID();
  const signingId = randomUUID();
  const studentPng = signaturePng(300, 100);
  const parentPng = options.selfAdult ? null : signaturePng(320, 100);
  await signatureBlobs.createIfNotExists();
  await signatureBlobs
    .getBlockBlobClient(`${id}/${signingId}/student.png`)
    .uploadData(studentPng, { blobHTTPHeaders: { blobContentType: 'image/png' } });
  if (parentPng)
    await signatureBlobs
      .getBlockBlobClient(`${id}/${signingId}/parent.png`)
      .uploadData(parentPng, { blobHTTPHeaders: { blobContentType: 'image/png' } });
  const firstName = options.firstName ?? 'Sofia';
  const lastName = options.lastName ?? `Signed${id.slice(0, 6)}`;
  const entry = await insertPreRegistration({
    status: options.status ?? 'Signed',
    firstName,
    lastName,
    studentEmail: `lelo.signed.${id.slice(0, 8)}@example.com`,
    extra: {
      id,
      charter_id: options.charterId,
      hasPreviouslyEnrolled: 'No',
      middleName: '',
      gender: 'Female',
      studentPrimaryPhoneType: 'Cell',
      pgRelationshipToStudent: options.selfAdult ? 'Self 18+' : 'Mother',
      pgFirstName: options.selfAdult ? '' : 'Rosa',
      pgLastName: options.selfAdult ? '' : lastName,
      pgPrimaryEmail: options.selfAdult ? '' : `lelo.parent.${id.slice(0, 8)}@example.com`,
      pgPrimaryPhone: options.selfAdult ? '' : '661-555-0102',
      pgPrimaryPhoneType: options.selfAdult ? '' : 'Home',
      liveWithPg: 'Yes',
      livingStatus: 'Home',
      ...TEST_LELO_ADDRESS,
      understood1: false,
      understood2: true,
      studentName: `${firstName} ${lastName}`,
      studentSignatureDate: '2026-11-20',
      parentName: options.selfAdult ? '' : `Rosa ${lastName}`,
      parentSignatureDate: options.selfAdult ? '' : '2026-11-20',
      studentSignatureBlob: `lelo-signatures/${id}/${signingId}/student.png`,
      parentSignatureBlob: parentPng ? `lelo-signatures/${id}/${signingId}/parent.png` : null,
      signedAt: '2026-11-20T18:00:00.000Z',
      evidence: null,
      signedWithKey: null,
      uploadedUrl: null,
      fileName: null,
      agreementGeneratedAt: null,
    },
  });
  return { entry, studentPng, parentPng };
}
