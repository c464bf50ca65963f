import { blobExists, uploadBuffer } from '../blob-store.ts';
import { AGREEMENT_REQUESTS_CONTAINER } from '../pdf/master-agreement-layout.ts';

/**
 * Why the PDF is asked for: 'signing' (the family just signed: they get a copy of it by e-mail) or
 * 'regenerate' (staff rebuild it: the family already has its copy, so nothing is sent).
 */
export type AgreementRequestReason = 'signing' | 'regenerate';

export function agreementRequestBlobName(entryId: string): string {
  return `${entryId}.json`;
}

/**
 * Asks the build-agreement blob trigger to (re)build an entry's signed agreement PDF: every write
 * of `agreement-requests/{entryId}.json` is a new blob version, so the trigger runs again.
 */
export async function requestAgreement(
  entryId: string,
  now: Date = new Date(),
  reason: AgreementRequestReason = 'signing',
): Promise<void> {
  const body = Buffer.from(JSON.stringify({ entryId, requestedAt: now.toISOString(), reason }), 'utf8');
  await uploadBuffer(
    AGREEMENT_REQUESTS_CONTAINER,
    agreementRequestBlobName(entryId),
    body,
    'application/json',
  );
}

/**
 * The reason a request blob gives. One without a valid reason (written before reasons existed, or
 * by hand) counts as a signing: the family's copy is one per signing anyway, so at worst it is sent
 * the one time it was owed.
 */
export function agreementRequestReason(blob: Buffer): AgreementRequestReason {
  try {
    const body: unknown = JSON.parse(blob.toString('utf8'));
    const reason =
      typeof body === 'object' && body !== null && 'reason' in body ? Reflect.get(body, 'reason') : null;
    return reason === 'regenerate' ? 'regenerate' : 'signing';
  } catch {
    return 'signing';
  }
}

/** For a repeated submit: asks for the PDF only if no request was written yet (a rebuild would add a file). */
export async function requestAgreementOnce(entryId: string): Promise<void> {
  if (await blobExists(AGREEMENT_REQUESTS_CONTAINER, agreementRequestBlobName(entryId))) return;
  await requestAgreement(entryId);
}
