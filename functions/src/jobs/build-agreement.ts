import type { InvocationContext } from '@azure/functions';
import { registerBlob } from '../app/registry.ts';
import { logInfo } from '../platform/log.ts';
import { enqueueEmailJob } from '../services/email/email-job.ts';
import { agreementRequestReason } from '../services/lelo/request-agreement.ts';
import { buildSignedAgreement } from '../services/pdf/build-signed-agreement.ts';
import { AGREEMENT_REQUESTS_CONTAINER } from '../services/pdf/master-agreement-layout.ts';

/** The family's copy: one job id per signing, so a retried build or request never mails it twice. */
export function agreementCopyJobId(entryId: string, signedAt: string | null): string {
  return `lelo-agreement-${entryId}-${signedAt ?? 'unsigned'}`;
}

/**
 * Blob trigger on `agreement-requests/{entryId}.json` (written by the Lelo submit and by staff
 * "Regenerate Signed Agreement"): builds the entry's signed agreement PDF and, for a signing (not a
 * regenerate: the family has its copy), queues the e-mail that sends it to the family. A failure
 * throws, so the trigger retries and finally reports the blob to the poison queue.
 */
export async function handleAgreementRequest(blob: Buffer, context: InvocationContext): Promise<void> {
  const entryId = context.triggerMetadata?.entryId;
  if (typeof entryId !== 'string' || entryId === '') throw new Error('The agreement request has no entry id');
  const reason = agreementRequestReason(blob);
  const result = await buildSignedAgreement(entryId);
  if (!result.built) {
    logInfo(context, 'agreement.skipped', { leloRegistrationId: entryId, reason: result.reason });
    return;
  }
  logInfo(context, 'agreement.built', { leloRegistrationId: entryId, request: reason });
  if (reason !== 'signing') return;
  const jobId = agreementCopyJobId(entryId, result.signedAt);
  await enqueueEmailJob({
    kind: 'lelo-agreement',
    jobId,
    leloRegistrationId: entryId,
    uploadedUrl: result.uploadedUrl,
  });
  logInfo(context, 'agreement.copyQueued', { leloRegistrationId: entryId, jobId });
}

registerBlob('build-agreement', {
  path: `${AGREEMENT_REQUESTS_CONTAINER}/{entryId}.json`,
  handler: handleAgreementRequest,
});
