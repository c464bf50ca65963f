import type { InvocationContext } from '@azure/functions';
import { registerQueue } from '../app/registry.ts';
import { claimEmailSend, markEmailFailed, markEmailSent } from '../data/email-log-repository.ts';
import { config } from '../platform/config.ts';
import { failureReason } from '../platform/failure-reason.ts';
import { logError, logInfo } from '../platform/log.ts';
import { draftLinkMessages } from '../services/drafts/draft-link-messages.ts';
import { EMAIL_QUEUE, type EmailJob, emailJobSchema } from '../services/email/email-job.ts';
import { emailLogId } from '../services/email/email-log-id.ts';
import { type EmailMessage, type SendEmail, sendEmail } from '../services/email/email-sender.ts';
import { finalEnrollmentMessages } from '../services/email/final-enrollment-messages.ts';
import { interestMessages } from '../services/email/interest-messages.ts';
import { leloAgreementMessages } from '../services/email/lelo-agreement-messages.ts';
import { leloMessages } from '../services/email/lelo-messages.ts';
import { orientationMessages } from '../services/email/orientation-messages.ts';
import { preRegistrationMessages } from '../services/email/pre-registration-messages.ts';
import { registrationMessages } from '../services/email/registration-messages.ts';

/** Thrown when some recipients are still pending: the queue retries the job, which touches only those. */
export class EmailJobIncompleteError extends Error {
  override name = 'EmailJobIncompleteError';
}

interface PendingRecipient {
  state: 'pending';
  emailLogId: string;
  reason: string;
}
type RecipientOutcome = { state: 'sent' | 'skipped' } | PendingRecipient;

async function deliver(
  job: EmailJob,
  message: EmailMessage,
  send: SendEmail,
  context: InvocationContext,
): Promise<RecipientOutcome> {
  const id = emailLogId(job.jobId, message.to);
  const claim = await claimEmailSend(id, job, config.emailClaimLeaseSeconds * 1000);
  if (claim.outcome === 'sent') {
    logInfo(context, 'email.skipped-already-sent', { jobId: job.jobId, emailLogId: id });
    return { state: 'skipped' };
  }
  if (claim.outcome === 'busy') {
    return { state: 'pending', emailLogId: id, reason: 'claimed by another attempt within its lease' };
  }
  try {
    // The record's id is the sender's idempotency key: a retry after "sent but not recorded" sends nothing new.
    await send(message, id);
  } catch (error) {
    const reason = failureReason(error);
    await markEmailFailed(id, claim.etag, reason);
    // The masked reason, not the error: a provider's message may name the address.
    logError(context, 'email.send-failed', new Error(reason), {
      jobId: job.jobId,
      emailLogId: id,
      attempts: claim.attempts,
    });
    return { state: 'pending', emailLogId: id, reason };
  }
  await markEmailSent(id, claim.etag);
  logInfo(context, 'email.sent', { jobId: job.jobId, emailLogId: id, kind: job.kind });
  return { state: 'sent' };
}

function messagesOf(job: EmailJob): Promise<EmailMessage[]> {
  switch (job.kind) {
    case 'interest':
      return interestMessages(job.interestId, { resend: job.resend });
    case 'registration':
      return registrationMessages(job.registrationId);
    case 'lelo':
      return leloMessages(job.leloRegistrationId);
    case 'lelo-agreement':
      return leloAgreementMessages(job.leloRegistrationId, job.uploadedUrl);
    case 'lelo-pre-registration':
      return preRegistrationMessages(job.leloRegistrationId);
    case 'orientation':
      return orientationMessages(job);
    case 'final-enrollment':
      return finalEnrollmentMessages(job.registrationId);
    case 'draft-link':
      return draftLinkMessages(job.draftId, job.jobId);
  }
}

/**
 * The send-email handler with its sender (the real one in production; a faulty one in the fault tests).
 * Each recipient is tried on its own, so one bad address never blocks another; the job fails only
 * while some recipient is pending, and its retry sends only to those.
 */
export function createEmailJobHandler(send: SendEmail) {
  return async (queueItem: unknown, context: InvocationContext): Promise<void> => {
    const job = emailJobSchema.parse(queueItem);
    const messages = await messagesOf(job);
    logInfo(context, 'email.job', { jobId: job.jobId, kind: job.kind, recipients: messages.length });
    const outcomes: RecipientOutcome[] = [];
    for (const message of messages) outcomes.push(await deliver(job, message, send, context));
    const pending = outcomes.filter((outcome): outcome is PendingRecipient => outcome.state === 'pending');
    if (pending.length === 0) return;
    const reasons = pending.map((outcome) => `${outcome.emailLogId.slice(0, 12)}: ${outcome.reason}`);
    throw new EmailJobIncompleteError(
      `${pending.length} of ${messages.length} recipients pending (${reasons.join('; ')})`,
    );
  };
}

export const handleEmailJob = createEmailJobHandler(sendEmail);

registerQueue('send-email', { queueName: EMAIL_QUEUE, handler: handleEmailJob });
