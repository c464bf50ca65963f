import type { InvocationContext } from '@azure/functions';
import { failureKey, recordJobFailure } from '../data/job-failures-repository.ts';
import { failureReason } from './failure-reason.ts';
import { logError } from './log.ts';

/** host.json `extensions.queues.maxDequeueCount`, also the blob trigger's tries: the try after which a job is poisoned. */
export const MAX_JOB_TRIES = 5;

interface JobTrigger {
  trigger: 'queue' | 'blob';
  functionName: string;
  /** The queue name, or the blob trigger's path (`container/{name}`). */
  source: string;
}

function metadataText(context: InvocationContext, key: string): string | undefined {
  const value = context.triggerMetadata?.[key];
  return typeof value === 'string' ? value : undefined;
}

function metadataNumber(context: InvocationContext, key: string): number | undefined {
  const value = context.triggerMetadata?.[key];
  return typeof value === 'number' ? value : undefined;
}

/** The failure record id of this invocation's message or blob (see failureKey). */
function keyOf(job: JobTrigger, input: unknown, context: InvocationContext): { id: string; source: string } {
  if (job.trigger === 'blob') {
    const source = metadataText(context, 'blobTrigger') ?? job.source;
    return { id: failureKey('blob', source), source };
  }
  const text =
    metadataText(context, 'queueTrigger') ?? (typeof input === 'string' ? input : JSON.stringify(input));
  return { id: failureKey('queue', job.source, text), source: job.source };
}

/**
 * Wraps a queue or blob handler: every failed try is counted in `jobFailures` with its reason (masked),
 * and the try that sends the job to a poison queue is logged as an error (ids only), so no job dies
 * unseen. The handler's error is rethrown unchanged: the trigger's retries stay as they are.
 */
export function recordingFailures<T>(
  job: JobTrigger,
  handler: (input: T, context: InvocationContext) => Promise<void>,
): (input: T, context: InvocationContext) => Promise<void> {
  return async (input, context) => {
    try {
      await handler(input, context);
    } catch (error) {
      const { id, source } = keyOf(job, input, context);
      try {
        const record = await recordJobFailure({
          id,
          functionName: job.functionName,
          trigger: job.trigger,
          source,
          reason: failureReason(error),
        });
        const tries = Math.max(metadataNumber(context, 'dequeueCount') ?? 0, record.tries);
        if (tries >= MAX_JOB_TRIES) {
          logError(context, 'job.poisoned', new Error(record.reason), {
            functionName: job.functionName,
            failureId: id,
            tries,
          });
        }
      } catch (recordError) {
        logError(context, 'job.failure-not-recorded', new Error(failureReason(recordError)), {
          functionName: job.functionName,
          failureId: id,
        });
      }
      throw error;
    }
  };
}
