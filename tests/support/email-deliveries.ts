import type { Site } from '@enroll/domain';
import { emailLogId } from '../../functions/src/services/email/email-log-id.ts';
import { db } from './local-stack.ts';
import { type StoredRegistrationDocument, seedRegistration } from './registration-fixtures.ts';

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

/** The e-mail jobs of a registration whose orientation e-mail could not reach the parent. */
export interface FailedOrientationMail {
  record: StoredRegistrationDocument;
  confirmation: LoggedEmailJob;
  orientation: LoggedEmailJob;
}

/**
 * Stores a registration at `site` with its virtual orientation scheduled, and its mails in the e-mail
 * log: the confirmation sent to the student and the parent, the orientation e-mail (the one copied to
 * `staffEmail`) sent to the student and failed to the parent, so Resend has one mail to send again.
 */
export async function seedFailedOrientationMail(
  site: Site,
  marker: string,
  staffEmail: string,
): Promise<FailedOrientationMail> {
  const record = await seedRegistration(site, marker, {
    studentEmail: `student.${marker}@example.com`,
    pgPrimaryEmail: `parent.${marker}@example.com`,
    status: 'Orientation Scheduled',
    orientationScheduled: true,
    orientationType: 'VIRTUAL',
    orientationLink: 'https://meet.example.org/ready',
  });
  const confirmation = {
    kind: 'registration',
    jobId: `registration-${record.id}`,
    registrationId: record.id,
  };
  const orientation = {
    kind: 'orientation',
    jobId: `orientation-${record.id}-abc123`,
    registrationId: record.id,
    emailType: 'PRE',
    staffEmail,
  };
  await recordDelivery(confirmation, record.studentEmail, 'sent');
  await recordDelivery(confirmation, record.pgPrimaryEmail, 'sent');
  await recordDelivery(orientation, record.studentEmail, 'sent');
  await recordDelivery(orientation, record.pgPrimaryEmail, 'failed');
  return { record, confirmation, orientation };
}
