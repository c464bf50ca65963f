import { emailLogId } from '../../functions/src/services/email/email-log-id.ts';
import { db } from './local-stack.ts';

/** A job as the e-mail log keeps it beside a delivery (what Resend queues again). */
export type LoggedEmailJob = { jobId: string; kind: string } & Record<string, unknown>;

/**
 * Leaves one recipient's delivery of a job in the e-mail log as the e-mail job does after a send:
 * sent, or failed after its tries (the sender refused it).
 */
export async function recordDelivery(
  job: LoggedEmailJob,
  recipient: string,
  status: 'sent' | 'failed',
): Promise<void> {
  const now = new Date().toISOString();
  await db.container('emailLog').items.upsert({
    id: emailLogId(job.jobId, recipient),
    jobId: job.jobId,
    status,
    attempts: status === 'failed' ? 5 : 1,
    claimedAt: now,
    updatedAt: now,
    ...(status === 'failed' ? { lastError: 'RestError 503' } : {}),
    job,
  });
}
