import { createHash } from 'node:crypto';
import { container } from './cosmos-client.ts';
import { isCosmosStatus } from './create-once.ts';

interface EmailLogRecord {
  id: string;
  status: 'sending' | 'sent';
  jobId: string;
  updatedAt: string;
}

/** One record per job and recipient; the id hides the address (no personal data in the log). */
export function emailLogId(jobId: string, recipient: string): string {
  return createHash('sha256').update(`${jobId}\n${recipient.toLowerCase()}`).digest('hex').slice(0, 40);
}

/** A claim older than this was left by an attempt that crashed mid-send; another attempt may take it over. */
const STALE_CLAIM_MS = 10 * 60_000;

/**
 * Claims a send. False when this job already sent to this recipient, or another attempt of the
 * same job is sending right now; that attempt releases its claim if it fails, so the retry sends.
 */
export async function claimEmailSend(id: string, jobId: string): Promise<boolean> {
  const record: EmailLogRecord = { id, status: 'sending', jobId, updatedAt: new Date().toISOString() };
  try {
    await container('emailLog').items.create(record);
    return true;
  } catch (error) {
    if (!isCosmosStatus(error, 409)) throw error;
  }
  const { resource, etag } = await container('emailLog').item(id, id).read<EmailLogRecord>();
  if (!resource) return claimEmailSend(id, jobId);
  if (resource.status === 'sent' || Date.now() - Date.parse(resource.updatedAt) < STALE_CLAIM_MS)
    return false;
  try {
    await container('emailLog')
      .item(id, id)
      .replace(record, { accessCondition: { type: 'IfMatch', condition: etag } });
    return true;
  } catch (error) {
    if (isCosmosStatus(error, 412)) return false;
    throw error;
  }
}

export async function markEmailSent(id: string, jobId: string): Promise<void> {
  const record: EmailLogRecord = { id, status: 'sent', jobId, updatedAt: new Date().toISOString() };
  await container('emailLog').items.upsert(record);
}

export async function releaseEmailClaim(id: string): Promise<void> {
  try {
    await container('emailLog').item(id, id).delete();
  } catch (error) {
    if (!isCosmosStatus(error, 404)) throw error;
  }
}
