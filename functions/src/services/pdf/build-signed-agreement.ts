import { type FamilyLanguage, languageOf, signedAgreementFileName } from '@enroll/domain';
import { isCosmosStatus } from '../../data/create-once.ts';
import { findLeloRegistration, replaceLeloRegistration } from '../../data/lelo-registrations-repository.ts';
import { findSession } from '../../data/sessions-repository.ts';
import { withoutSystemFields } from '../../data/system-fields.ts';
import { blobExists, createBuffer, downloadBuffer, downloadStoredBlob } from '../blob-store.ts';
import {
  AGREEMENT_TEMPLATES_CONTAINER,
  MASTER_AGREEMENT_TEMPLATE_BLOB,
  MASTER_AGREEMENT_TEMPLATE_BLOBS,
  SIGNED_AGREEMENTS_CONTAINER,
} from './master-agreement-layout.ts';
import { fillSignedAgreement } from './signed-agreement.ts';

export type BuildAgreementResult =
  /** `signedAt`: the signing the PDF shows (what makes the family's copy one per signing). */
  | { built: true; uploadedUrl: string; fileName: string; signedAt: string | null }
  | { built: false; reason: 'unknownEntry' | 'notSigned' };

/** Sets the PDF on the entry, guarded by its ETag; one more try when another write came in between. */
async function recordAgreement(
  entryId: string,
  update: { uploadedUrl: string; fileName: string; at: string },
) {
  for (let attempt = 1; ; attempt += 1) {
    const current = await findLeloRegistration(entryId);
    if (!current) throw new Error(`Lelo registration ${entryId} disappeared while its PDF was built`);
    try {
      await replaceLeloRegistration(
        {
          ...withoutSystemFields(current),
          uploadedUrl: update.uploadedUrl,
          fileName: update.fileName,
          agreementGeneratedAt: update.at,
        },
        current._etag,
      );
      return;
    } catch (error) {
      if (!isCosmosStatus(error, 412) || attempt >= 2) throw error;
    }
  }
}

/** The template in the family's language; the English one when that language has none stored. */
async function templateFor(language: FamilyLanguage): Promise<Buffer> {
  const own = MASTER_AGREEMENT_TEMPLATE_BLOBS[language];
  const name =
    own === MASTER_AGREEMENT_TEMPLATE_BLOB || (await blobExists(AGREEMENT_TEMPLATES_CONTAINER, own))
      ? own
      : MASTER_AGREEMENT_TEMPLATE_BLOB;
  return downloadBuffer(AGREEMENT_TEMPLATES_CONTAINER, name);
}

/** Tries for one file name: a regenerate of the same entry in the same minute gets '_2', '_3' … */
const MAX_NAME_TRIES = 20;

/**
 * Stores the PDF under a name no blob has yet (conditional create: nothing is ever overwritten).
 * The base name carries the entry's id, so only this entry's own earlier files can be in the way.
 */
async function storeNewFile(folder: string, baseName: string, pdf: Uint8Array): Promise<string> {
  const stem = baseName.replace(/\.pdf$/, '');
  for (let attempt = 1; attempt <= MAX_NAME_TRIES; attempt += 1) {
    const fileName = attempt === 1 ? baseName : `${stem}_${attempt}.pdf`;
    if (await createBuffer(SIGNED_AGREEMENTS_CONTAINER, `${folder}/${fileName}`, pdf, 'application/pdf'))
      return fileName;
  }
  throw new Error(`${MAX_NAME_TRIES} signed agreements named ${baseName} exist already`);
}

/**
 * Builds the signed master agreement of an entry from the template blob of the family's language, its
 * signature blobs and the agreement text signed,
 * stores it as a new blob `master-agreements/{session name}/{file}` (the file name carries the entry's
 * id) and points the entry at it. Running it again (staff regenerate, or a retry of the trigger)
 * makes a new file and moves the entry to it; earlier files stay.
 */
export async function buildSignedAgreement(
  entryId: string,
  now: Date = new Date(),
): Promise<BuildAgreementResult> {
  const stored = await findLeloRegistration(entryId);
  if (!stored) return { built: false, reason: 'unknownEntry' };
  const record = withoutSystemFields(stored);
  if (record.status === 'Active' || !record.studentSignatureBlob)
    return { built: false, reason: 'notSigned' };
  const session = await findSession(record.LeloRegistrationProfile);
  if (!session)
    throw new Error(`Session ${record.LeloRegistrationProfile} of entry ${entryId} is not stored`);
  const textBlob = record.evidence?.agreementTextBlob;
  const [template, studentSignaturePng, parentSignaturePng, agreementText] = await Promise.all([
    templateFor(languageOf(record)),
    downloadStoredBlob(record.studentSignatureBlob),
    record.parentSignatureBlob ? downloadStoredBlob(record.parentSignatureBlob) : Promise.resolve(null),
    textBlob ? downloadStoredBlob(textBlob) : Promise.resolve(null),
  ]);
  const pdf = await fillSignedAgreement({
    template,
    record,
    session,
    studentSignaturePng,
    parentSignaturePng,
    agreementParagraphs: agreementText ? agreementText.toString('utf8').split('\n\n') : null,
    generatedAt: now,
  });
  const fileName = await storeNewFile(
    session.name,
    signedAgreementFileName(record.permaLink, record.lastName, record.firstName, now, entryId),
    pdf,
  );
  const uploadedUrl = `${SIGNED_AGREEMENTS_CONTAINER}/${session.name}/${fileName}`;
  await recordAgreement(entryId, { uploadedUrl, fileName, at: now.toISOString() });
  return { built: true, uploadedUrl, fileName, signedAt: record.signedAt };
}
