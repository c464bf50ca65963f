import { createHash } from 'node:crypto';

/**
 * The e-mail log's id of one recipient of one job: the hash of both, so the log holds no address.
 * It is also the sender's idempotency key for that message.
 */
export function emailLogId(jobId: string, recipient: string): string {
  return createHash('sha256').update(`${jobId}\n${recipient.toLowerCase()}`).digest('hex').slice(0, 40);
}
