import type { InvocationContext } from '@azure/functions';
import { BRAND_SEED, brandForHost, interestEmailRecipients } from '@enroll/domain';
import { findBrandByName } from '../data/brands-repository.ts';
import {
  claimEmailSend,
  emailLogId,
  markEmailSent,
  releaseEmailClaim,
} from '../data/email-log-repository.ts';
import { findInterest } from '../data/interests-repository.ts';
import { findSite, toSite } from '../data/sites-repository.ts';
import { config } from '../platform/config.ts';
import { logInfo } from '../platform/log.ts';
import { registerQueue } from '../platform/registry.ts';
import { EMAIL_QUEUE, type EmailJob, emailJobSchema } from '../services/email/email-job.ts';
import { type EmailMessage, sendEmail } from '../services/email/email-sender.ts';
import { renderInterestEmail } from '../services/email/render-interest-email.ts';

/** Sends each recipient once per job: a retry after a partial failure sends only what is missing. */
async function sendOncePerRecipient(job: EmailJob, messages: EmailMessage[], context: InvocationContext) {
  for (const message of messages) {
    const id = emailLogId(job.jobId, message.to);
    if (!(await claimEmailSend(id, job.jobId))) {
      logInfo(context, 'email.skipped-already-sent', { jobId: job.jobId, emailLogId: id });
      continue;
    }
    try {
      await sendEmail(message, id);
    } catch (error) {
      await releaseEmailClaim(id);
      throw error;
    }
    await markEmailSent(id, job.jobId);
    logInfo(context, 'email.sent', { jobId: job.jobId, emailLogId: id, kind: job.kind });
  }
}

async function interestMessages(interestId: string): Promise<EmailMessage[]> {
  const entry = await findInterest(interestId);
  // Queued alongside the write: a retry finds the entry once the write has landed.
  if (!entry) throw new Error(`Interest ${interestId} is not stored (yet)`);
  const stored = entry.learningCenterId === '0' ? null : await findSite(entry.learningCenterId);
  const site = stored ? toSite(stored) : null;
  const brand =
    (site ? await findBrandByName(site.brandName) : null) ??
    BRAND_SEED.find((b) => b.brandName === entry.brandName) ??
    brandForHost('');
  const rendered = renderInterestEmail({ entry, site, brand, appUrl: config.publicAppUrl });
  const recipients = interestEmailRecipients(entry.primaryEmail, site ? site.enrollment_info : null);
  return recipients.map((to) => ({ to, ...rendered }));
}

export async function handleEmailJob(message: unknown, context: InvocationContext): Promise<void> {
  const job = emailJobSchema.parse(message);
  const messages = await interestMessages(job.interestId);
  logInfo(context, 'email.job', { jobId: job.jobId, kind: job.kind, recipients: messages.length });
  await sendOncePerRecipient(job, messages, context);
}

registerQueue('send-email', { queueName: EMAIL_QUEUE, handler: handleEmailJob });
