import { createHash } from 'node:crypto';
import { container } from './cosmos-client.ts';

interface EmailLogRecord {
  id: string;
  status: 'sending' | 'sent';
  jobId: string;
  updatedAt: string;
}

function isStatus(error: unknown, code: number): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

/** One record per job and recipient; the id hides the address (no personal data in the log). */
export function emailLogId(jobId: string, recipient: string): string {
  return createHash('sha256').update(`${jobId}\n${recipient.toLowerCase()}`).digest('hex').slice(0, 40);
}

/**
 * Claims a send. False when this job already sent to this recipient, so a retried job skips it.
 * A claim left 'sending' by a crashed attempt is taken over.
 */
export async function claimEmailSend(id: string, jobId: string): Promise<boolean> {
  const record: EmailLogRecord = { id, status: 'sending', jobId, updatedAt: new Date().toISOString() };
  try {
    await container('emailLog').items.create(record);
    return true;
  } catch (error) {
    if (!isStatus(error, 409)) throw error;
    const { resource } = await container('emailLog').item(id, id).read<EmailLogRecord>();
    return resource?.status !== 'sent';
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
    if (!isStatus(error, 404)) throw error;
  }
}
