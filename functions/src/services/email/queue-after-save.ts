import type { InvocationContext } from '@azure/functions';
import { failureKey, recordJobFailure } from '../../data/job-failures-repository.ts';
import { failureReason } from '../../platform/failure-reason.ts';
import { logError, logInfo } from '../../platform/log.ts';
import { EMAIL_POISON_QUEUE } from '../failed-jobs/failed-jobs.ts';
import { enqueueJson } from '../queue.ts';
import { EMAIL_QUEUE, type EmailJob, enqueueEmailJob } from './email-job.ts';

export type QueueOutcome = 'queued' | 'parked' | 'lost';

/**
 * Queues the e-mail of a change that is already saved. A staff write cannot be repeated the way a
 * public create with its Idempotency-Key can (its If-Match is stale after the save), so a queue
 * failure must not become a 500 that hides the saved change: the job is tried once more, then put
 * where a failed job waits (the poison queue, with its failure counted), so an Admin sees it under
 * Failed Jobs and retries it. Only when that fails too is it lost, logged by its ids.
 */
export async function queueEmailAfterSave(
  job: EmailJob,
  functionName: string,
  context: InvocationContext,
): Promise<QueueOutcome> {
  let reason = '';
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      await enqueueEmailJob(job);
      return 'queued';
    } catch (error) {
      reason = failureReason(error);
    }
  }
  logError(context, 'email.job-not-queued', new Error(reason), { jobId: job.jobId, kind: job.kind });
  try {
    await recordJobFailure({
      id: failureKey('queue', EMAIL_QUEUE, JSON.stringify(job)),
      functionName,
      trigger: 'queue',
      source: EMAIL_QUEUE,
      reason: `Not queued after the save: ${reason}`,
    });
    await enqueueJson(EMAIL_POISON_QUEUE, job);
    logInfo(context, 'email.job-parked', { jobId: job.jobId, kind: job.kind });
    return 'parked';
  } catch (error) {
    logError(context, 'email.job-lost', new Error(failureReason(error)), {
      jobId: job.jobId,
      kind: job.kind,
    });
    return 'lost';
  }
}
