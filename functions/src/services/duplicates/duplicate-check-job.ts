import { DUPLICATE_KINDS, type RecordRef } from '@enroll/domain';
import { z } from 'zod';
import { enqueueJson } from '../queue.ts';
import { QUEUES } from '../storage-names.ts';

/** A job on the `duplicate-checks` queue: the record written. */
export const duplicateCheckJobSchema = z.object({
  kind: z.enum(DUPLICATE_KINDS),
  id: z.string().min(1).max(100),
});

/**
 * Asks for the duplicate check of a record just written (created, or edited where its names, birth
 * date or parent contact may have changed). Sent once the write has landed, so the check reads it;
 * the family's answer does not wait for the check itself.
 */
export function queueDuplicateCheck(ref: RecordRef): Promise<void> {
  return enqueueJson(QUEUES.duplicateChecks, { kind: ref.kind, id: ref.id });
}
