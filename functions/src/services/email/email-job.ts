import { z } from 'zod';
import { SIGNED_AGREEMENTS_CONTAINER } from '../pdf/master-agreement-layout.ts';
import { enqueueJson } from '../queue.ts';
import { QUEUES } from '../storage-names.ts';

export const EMAIL_QUEUE = QUEUES.emailJobs;

const id = z.string().min(1);

/** A job on the `email-jobs` queue. jobId is the idempotency key: a retried job never sends twice. */
export const emailJobSchema = z.discriminatedUnion('kind', [
  /** `resend`: staff asked for the family's mail again (never capped; the staff copies are not repeated). */
  z.object({ kind: z.literal('interest'), jobId: id, interestId: id, resend: z.boolean().optional() }),
  z.object({ kind: z.literal('registration'), jobId: id, registrationId: id }),
  z.object({ kind: z.literal('lelo'), jobId: id, leloRegistrationId: id }),
  /**
   * To the family after a signing: a copy of the signed agreement PDF stored at `uploadedUrl`
   * (`master-agreements/...`, the file built for that signing); jobId is one per signing.
   */
  z.object({
    kind: z.literal('lelo-agreement'),
    jobId: id,
    leloRegistrationId: id,
    uploadedUrl: z.string().startsWith(`${SIGNED_AGREEMENTS_CONTAINER}/`).max(1024),
  }),
  /** To the family of a staff pre-registration: the link to complete and sign it. */
  z.object({ kind: z.literal('lelo-pre-registration'), jobId: id, leloRegistrationId: id }),
  /**
   * The orientation e-mail of a registration (virtual or live, from what the registration stores):
   * PRE when set before the student match, POST from processing; staffEmail is the coordinator's
   * address (reply-to and copy).
   */
  z.object({
    kind: z.literal('orientation'),
    jobId: id,
    registrationId: id,
    emailType: z.enum(['PRE', 'POST']),
    staffEmail: z.string().max(254),
  }),
  /** The final-enrollment e-mail once the orientation is completed ('Enrollment Complete'). */
  z.object({ kind: z.literal('final-enrollment'), jobId: id, registrationId: id }),
  /** A fresh link to a saved draft (or the day it was sent), to the address stored on it (services/drafts/). */
  z.object({ kind: z.literal('draft-link'), jobId: id, draftId: id }),
]);
export type EmailJob = z.infer<typeof emailJobSchema>;

export function enqueueEmailJob(job: EmailJob): Promise<void> {
  return enqueueJson(EMAIL_QUEUE, job);
}
