import { z } from 'zod';
import { enqueueJson } from '../queue.ts';

export const EMAIL_QUEUE = 'email-jobs';

/** A job on the `email-jobs` queue. jobId is the idempotency key: a retried job never sends twice. */
export const emailJobSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('interest'), jobId: z.string().min(1), interestId: z.string().min(1) }),
]);
export type EmailJob = z.infer<typeof emailJobSchema>;

export function enqueueEmailJob(job: EmailJob): Promise<void> {
  return enqueueJson(EMAIL_QUEUE, job);
}
