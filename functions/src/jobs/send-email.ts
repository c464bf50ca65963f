import type { InvocationContext } from '@azure/functions';
import {
  claimEmailSend,
  emailLogId,
  markEmailSent,
  releaseEmailClaim,
} from '../data/email-log-repository.ts';
import { logInfo } from '../platform/log.ts';
import { registerQueue } from '../platform/registry.ts';
import { EMAIL_QUEUE, type EmailJob, emailJobSchema } from '../services/email/email-job.ts';
import { type EmailMessage, sendEmail } from '../services/email/email-sender.ts';
import { interestMessages } from '../services/email/interest-messages.ts';
import { leloMessages } from '../services/email/lelo-messages.ts';
import { registrationMessages } from '../services/email/registration-messages.ts';

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

function messagesOf(job: EmailJob): Promise<EmailMessage[]> {
  switch (job.kind) {
    case 'interest':
      return interestMessages(job.interestId);
    case 'registration':
      return registrationMessages(job.registrationId);
    case 'lelo':
      return leloMessages(job.leloRegistrationId);
  }
}

export async function handleEmailJob(message: unknown, context: InvocationContext): Promise<void> {
  const job = emailJobSchema.parse(message);
  const messages = await messagesOf(job);
  logInfo(context, 'email.job', { jobId: job.jobId, kind: job.kind, recipients: messages.length });
  await sendOncePerRecipient(job, messages, context);
}

registerQueue('send-email', { queueName: EMAIL_QUEUE, handler: handleEmailJob });
