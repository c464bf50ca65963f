import { blobExists, uploadBuffer } from '../blob-store.ts';
import { AGREEMENT_REQUESTS_CONTAINER } from '../pdf/master-agreement-layout.ts';

export function agreementRequestBlobName(entryId: string): string {
  return `${entryId}.json`;
}

/**
 * Asks the build-agreement blob trigger to (re)build an entry's signed agreement PDF: every write
 * of `agreement-requests/{entryId}.json` is a new blob version, so the trigger runs again.
 */
export async function requestAgreement(entryId: string, now: Date = new Date()): Promise<void> {
  const body = Buffer.from(JSON.stringify({ entryId, requestedAt: now.toISOString() }), 'utf8');
  await uploadBuffer(
    AGREEMENT_REQUESTS_CONTAINER,
    agreementRequestBlobName(entryId),
    body,
    'application/json',
  );
}

/** For a repeated submit: asks for the PDF only if no request was written yet (a rebuild would add a file). */
export async function requestAgreementOnce(entryId: string): Promise<void> {
  if (await blobExists(AGREEMENT_REQUESTS_CONTAINER, agreementRequestBlobName(entryId))) return;
  await requestAgreement(entryId);
}
