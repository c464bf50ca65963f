import { z } from 'zod';
import { enqueueJson } from '../queue.ts';

export const EMAIL_QUEUE = 'email-jobs';

const id = z.string().min(1);

/** A job on the `email-jobs` queue. jobId is the idempotency key: a retried job never sends twice. */
export const emailJobSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('interest'), jobId: id, interestId: id }),
  z.object({ kind: z.literal('registration'), jobId: id, registrationId: id }),
  z.object({ kind: z.literal('lelo'), jobId: id, leloRegistrationId: id }),
]);
export type EmailJob = z.infer<typeof emailJobSchema>;

export function enqueueEmailJob(job: EmailJob): Promise<void> {
  return enqueueJson(EMAIL_QUEUE, job);
}
