import { createHash } from 'node:crypto';
import { container, queryAll } from './cosmos-client.ts';
import { isCosmosStatus } from './create-once.ts';

/**
 * The failures of one queue message or one blob, as a job trigger saw them: how many tries failed and
 * the last reason. The failed-jobs list joins it to the poison queues by `failureKey`.
 */
export interface JobFailureRecord {
  id: string;
  functionName: string;
  trigger: 'queue' | 'blob';
  /** The queue name, or the blob's `container/name`. */
  source: string;
  tries: number;
  reason: string;
  firstFailedAt: string;
  lastFailedAt: string;
}

/**
 * The record id of a queue message (by its JSON content, so the copy Azure moves to the poison queue
 * finds it) or of a blob (by its path).
 */
export function failureKey(trigger: 'queue' | 'blob', source: string, content = ''): string {
  let canonical = content;
  try {
    canonical = JSON.stringify(JSON.parse(content));
  } catch {
    // Not JSON: the text as it is.
  }
  return createHash('sha256').update(`${trigger}\n${source}\n${canonical}`).digest('hex').slice(0, 40);
}

const MAX_ATTEMPTS = 5;

/** Counts one more failed try (an ETag'd read-modify-write, retried when another try wrote first). */
export async function recordJobFailure(
  failure: Pick<JobFailureRecord, 'id' | 'functionName' | 'trigger' | 'source' | 'reason'>,
): Promise<JobFailureRecord> {
  for (let attempt = 1; ; attempt += 1) {
    const now = new Date().toISOString();
    const { resource, etag } = await container('jobFailures')
      .item(failure.id, failure.id)
      .read<JobFailureRecord>();
    try {
      if (!resource) {
        const record: JobFailureRecord = { ...failure, tries: 1, firstFailedAt: now, lastFailedAt: now };
        await container('jobFailures').items.create(record);
        return record;
      }
      const record: JobFailureRecord = {
        ...resource,
        reason: failure.reason,
        tries: resource.tries + 1,
        lastFailedAt: now,
      };
      await container('jobFailures')
        .item(failure.id, failure.id)
        .replace(record, etag ? { accessCondition: { type: 'IfMatch', condition: etag } } : {});
      return record;
    } catch (error) {
      const raced = isCosmosStatus(error, 409) || isCosmosStatus(error, 412);
      if (!raced || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

export async function findJobFailures(ids: readonly string[]): Promise<Map<string, JobFailureRecord>> {
  const found = new Map<string, JobFailureRecord>();
  if (ids.length === 0) return found;
  const resources = await queryAll<JobFailureRecord>('jobFailures', {
    query: 'SELECT * FROM c WHERE ARRAY_CONTAINS(@ids, c.id)',
    parameters: [{ name: '@ids', value: [...ids] }],
  });
  for (const record of resources) found.set(record.id, record);
  return found;
}

/** A retried job starts counting its tries anew. */
export async function clearJobFailure(id: string): Promise<void> {
  try {
    await container('jobFailures').item(id, id).delete();
  } catch (error) {
    if (!isCosmosStatus(error, 404)) throw error;
  }
}
