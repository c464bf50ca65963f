import type { InvocationContext } from '@azure/functions';
import { failureReason } from './failure-reason.ts';
import { logError } from './log.ts';

/** host.json `extensions.queues.maxDequeueCount`, also the blob trigger's tries: the try after which a job is poisoned. */
export const MAX_JOB_TRIES = 5;

/** Where failed tries are counted (the `jobFailures` container; handed in by the registry). */
export interface JobFailureLog {
  /** The record id of a queue message (by its content) or of a blob (by its path). */
  failureKey(trigger: 'queue' | 'blob', source: string, content?: string): string;
  /** Counts one more failed try; the record as it now stands. */
  recordJobFailure(failure: {
    id: string;
    functionName: string;
    trigger: 'queue' | 'blob';
    source: string;
    reason: string;
  }): Promise<{ tries: number; reason: string }>;
}

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
function keyOf(
  job: JobTrigger,
  input: unknown,
  context: InvocationContext,
  log: JobFailureLog,
): { id: string; source: string } {
  if (job.trigger === 'blob') {
    const source = metadataText(context, 'blobTrigger') ?? job.source;
    return { id: log.failureKey('blob', source), source };
  }
  const text =
    metadataText(context, 'queueTrigger') ?? (typeof input === 'string' ? input : JSON.stringify(input));
  return { id: log.failureKey('queue', job.source, text), source: job.source };
}

/**
 * Wraps a queue or blob handler: every failed try is counted in `jobFailures` with its reason (masked),
 * and the try that sends the job to a poison queue is logged as an error (ids only), so no job dies
 * unseen. The handler's error is rethrown unchanged: the trigger's retries stay as they are.
 */
export function recordingFailures<T>(
  job: JobTrigger,
  handler: (input: T, context: InvocationContext) => Promise<void>,
  log: JobFailureLog,
): (input: T, context: InvocationContext) => Promise<void> {
  return async (input, context) => {
    try {
      await handler(input, context);
    } catch (error) {
      const { id, source } = keyOf(job, input, context, log);
      try {
        const record = await log.recordJobFailure({
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
