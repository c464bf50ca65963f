import { randomUUID } from 'node:crypto';
import type { InvocationContext } from '@azure/functions';
import {
  DomainError,
  invalidInput,
  type LeloConfirmation,
  type LeloRegistrationRecord,
  notFoundError,
} from '@enroll/domain';
import { isCosmosStatus } from '../../data/create-once.ts';
import {
  createLeloRegistrationOnce,
  findLeloRegistration,
  findLeloRegistrationByUuid,
  replaceLeloRegistration,
} from '../../data/lelo-registrations-repository.ts';
import { withoutSystemFields } from '../../data/system-fields.ts';
import { assertSameRequest, idForKey, requestHashOf } from '../../platform/idempotency.ts';
import { logInfo } from '../../platform/log.ts';
import type { Submission } from '../../platform/request-values.ts';
import { uploadStoredBlob } from '../blob-store.ts';
import { queueDuplicateCheck } from '../duplicates/duplicate-check-job.ts';
import { enqueueEmailJob } from '../email/email-job.ts';
import { buildSignedLeloRecord, type SigningContext, signingIdOf } from './build-lelo-record.ts';
import { leloConfirmationOf } from './lelo-confirmation.ts';
import { requestAgreement, requestAgreementOnce } from './request-agreement.ts';
import { idempotencyKeyHash } from './signing-request.ts';
import { type ValidatedLeloSubmission, validateLeloSubmission } from './validate-lelo-submission.ts';

export type SignOutcome = { kind: 'signed'; confirmation: LeloConfirmation } | { kind: 'locked' };

function signingContext(
  submission: Submission,
  entry: { id: string; uuid: string; createdAt: string },
  now: Date,
): SigningContext {
  const keyHash = idempotencyKeyHash(submission.idempotencyKey);
  return {
    ...entry,
    now,
    ipAddress: submission.client.ipAddress,
    userAgent: submission.client.userAgent,
    keyHash,
    signingId: signingIdOf(keyHash),
  };
}

/** The signing's evidence files, before the entry points at them: the signature images and the text signed. */
async function storeSignatures(record: LeloRegistrationRecord, validated: ValidatedLeloSubmission) {
  const uploads: [string | null | undefined, Uint8Array | null, string][] = [
    [record.studentSignatureBlob, validated.studentSignature, 'image/png'],
    [record.parentSignatureBlob, validated.parentSignature, 'image/png'],
    [
      record.evidence?.agreementTextBlob,
      Buffer.from(validated.agreement.text, 'utf8'),
      'text/plain; charset=utf-8',
    ],
  ];
  await Promise.all(
    uploads.map(([path, content, type]) =>
      path && content ? uploadStoredBlob(path, content, type) : Promise.resolve(),
    ),
  );
}

function emailJobOf(entryId: string) {
  return enqueueEmailJob({ kind: 'lelo', jobId: `lelo-${entryId}`, leloRegistrationId: entryId });
}

/** After the entry is stored: the PDF request and the e-mail job. */
async function afterSigning(entryId: string): Promise<void> {
  await requestAgreement(entryId);
  await emailJobOf(entryId);
  await queueDuplicateCheck({ kind: 'lelo', id: entryId });
}

/**
 * A repeat of a signing that already went through: answer as the first time. A first attempt that
 * died after storing the entry still gets its PDF and e-mails (the job id makes a second send impossible).
 */
async function answerRepeat(record: LeloRegistrationRecord): Promise<LeloConfirmation> {
  await requestAgreementOnce(record.id);
  await emailJobOf(record.id);
  await queueDuplicateCheck({ kind: 'lelo', id: record.id });
  return leloConfirmationOf(withoutSystemFields(record));
}

/** POST /api/leloRegistration: a new signed entry, once per Idempotency-Key. */
export async function submitNewLeloRegistration(
  submission: Submission,
  context: InvocationContext,
): Promise<LeloConfirmation> {
  const id = idForKey(submission.idempotencyKey, 'lelo');
  const hasKey = submission.idempotencyKey !== null;
  const { body } = submission;
  const requestHash = requestHashOf(body);
  const earlier = hasKey ? await findLeloRegistration(id) : null;
  if (earlier) {
    assertSameRequest(earlier, requestHash);
    logInfo(context, 'lelo.created', { leloRegistrationId: id, repeated: true });
    return answerRepeat(earlier);
  }
  const now = new Date();
  const validated = await validateLeloSubmission(body, now);
  const record = {
    ...buildSignedLeloRecord(
      validated,
      signingContext(submission, { id, uuid: randomUUID(), createdAt: now.toISOString() }, now),
    ),
    requestHash,
  };
  await storeSignatures(record, validated);
  const result = await createLeloRegistrationOnce(record);
  if (!result.created) {
    assertSameRequest(result.document, requestHash);
    return answerRepeat(result.document);
  }
  await afterSigning(id);
  logInfo(context, 'lelo.created', { leloRegistrationId: id, repeated: false });
  return leloConfirmationOf(record);
}

function alreadySignedBy(record: LeloRegistrationRecord, keyHash: string | null): boolean {
  return record.status === 'Signed' && keyHash !== null && record.signedWithKey === keyHash;
}

/**
 * What a request on a signed entry gets: the first answer for the same key and body, 422 for the same
 * key with another body, otherwise locked.
 */
async function signedOutcome(
  record: LeloRegistrationRecord,
  keyHash: string | null,
  requestHash: string,
): Promise<SignOutcome> {
  if (!alreadySignedBy(record, keyHash)) return { kind: 'locked' };
  assertSameRequest(record, requestHash);
  return { kind: 'signed', confirmation: await answerRepeat(record) };
}

/**
 * A pre-registration is signed for its own session, charter and learning center: with a uuid step 1 is
 * read-only (spec), so a signing naming another center or charter is refused (400, nothing stored),
 * also when the entry's center offers nothing in the session (the family is told to call the school).
 */
function requireSameEntryScope(entry: LeloRegistrationRecord, validated: ValidatedLeloSubmission): void {
  const { submission } = validated;
  if (entry.permaLink && entry.permaLink !== submission.permalink)
    throw invalidInput([
      { field: 'permalink', code: 'invalid', message: 'This registration belongs to another session.' },
    ]);
  // The site decides the charter (the validation matched charter_id to the site's offering), so the
  // charter is compared only for an entry without a site: a stored charter_id may predate a rename.
  if (
    entry.siteId
      ? entry.siteId !== submission.siteId
      : entry.charter_id && entry.charter_id !== submission.charter_id
  )
    throw invalidInput([
      {
        field: entry.siteId ? 'siteId' : 'charter_id',
        code: 'invalid',
        message:
          'This registration belongs to another learning center; its charter and learning center cannot be changed.',
      },
    ]);
}

/** Replaces the entry if its ETag is unchanged; false when Cosmos answers 412 (it changed meanwhile). */
async function replaceIfUnchanged(record: LeloRegistrationRecord, etag: string): Promise<boolean> {
  try {
    await replaceLeloRegistration(record, etag);
    return true;
  } catch (error) {
    if (isCosmosStatus(error, 412)) return false;
    throw error;
  }
}

const SIGN_ATTEMPTS = 2;

/**
 * PUT /api/leloRegistration/{uuid}: the family signs a staff pre-registration (status Active). The
 * entry keeps its id, _uuid and createdAt; the replace is guarded by the ETag. The signature images
 * go to this signing's own folder first, so a signing that loses a race leaves the winner's images
 * alone. A lost race against a staff edit (still Active) is re-read and tried once more; only an entry
 * signed meanwhile answers locked (or, for the same Idempotency-Key, as the first signing did).
 */
export async function signLeloPreRegistration(
  submission: Submission,
  context: InvocationContext,
  uuid: string,
): Promise<SignOutcome> {
  const keyHash = idempotencyKeyHash(submission.idempotencyKey);
  const { body } = submission;
  const requestHash = requestHashOf(body);
  const entry = await findLeloRegistrationByUuid(uuid.toLowerCase());
  if (!entry || entry.status === 'Inactive') throw notFoundError('No registration matches this link.');
  if (entry.status === 'Signed') return signedOutcome(entry, keyHash, requestHash);
  const now = new Date();
  const validated = await validateLeloSubmission(body, now);
  requireSameEntryScope(entry, validated);
  const signed = {
    ...buildSignedLeloRecord(
      validated,
      signingContext(submission, { id: entry.id, uuid: entry._uuid, createdAt: entry.createdAt }, now),
    ),
    requestHash,
  };
  await storeSignatures(signed, validated);
  let current = entry;
  for (let attempt = 1; ; attempt += 1) {
    // Fields staff set that the wizard does not send stay on the entry.
    const record: LeloRegistrationRecord = { ...withoutSystemFields(current), ...signed };
    if (await replaceIfUnchanged(record, current._etag)) {
      await afterSigning(entry.id);
      logInfo(context, 'lelo.signed', { leloRegistrationId: entry.id, attempt });
      return { kind: 'signed', confirmation: await leloConfirmationOf(record) };
    }
    const latest = await findLeloRegistration(entry.id);
    logInfo(context, 'lelo.sign-raced', { leloRegistrationId: entry.id, attempt });
    if (!latest || latest.status === 'Inactive') throw notFoundError('No registration matches this link.');
    if (latest.status === 'Signed') return signedOutcome(latest, keyHash, requestHash);
    if (attempt >= SIGN_ATTEMPTS)
      throw new DomainError(
        'unavailable',
        'The registration changed while it was being signed. Please try again.',
      );
    requireSameEntryScope(latest, validated);
    current = latest;
  }
}
