import type { InvocationContext } from '@azure/functions';
import { logInfo } from '../platform/log.ts';
import { registerBlob } from '../platform/registry.ts';
import { buildSignedAgreement } from '../services/pdf/build-signed-agreement.ts';
import { AGREEMENT_REQUESTS_CONTAINER } from '../services/pdf/master-agreement-layout.ts';

/**
 * Blob trigger on `agreement-requests/{entryId}.json` (written by the Lelo submit and by staff
 * "Regenerate Signed Agreement"): builds the entry's signed agreement PDF. A failure throws, so the
 * trigger retries and finally reports the blob to the poison queue.
 */
export async function handleAgreementRequest(_blob: Buffer, context: InvocationContext): Promise<void> {
  const entryId = context.triggerMetadata?.entryId;
  if (typeof entryId !== 'string' || entryId === '') throw new Error('The agreement request has no entry id');
  const result = await buildSignedAgreement(entryId);
  if (result.built) logInfo(context, 'agreement.built', { leloRegistrationId: entryId });
  else logInfo(context, 'agreement.skipped', { leloRegistrationId: entryId, reason: result.reason });
}

registerBlob('build-agreement', {
  path: `${AGREEMENT_REQUESTS_CONTAINER}/{entryId}.json`,
  handler: handleAgreementRequest,
});
