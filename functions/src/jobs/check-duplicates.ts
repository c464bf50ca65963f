import type { InvocationContext } from '@azure/functions';
import { registerQueue } from '../app/registry.ts';
import { logInfo } from '../platform/log.ts';
import { checkDuplicates } from '../services/duplicates/check-duplicates.ts';
import { duplicateCheckJobSchema } from '../services/duplicates/duplicate-check-job.ts';
import { QUEUES } from '../services/storage-names.ts';

/** Queue trigger on `duplicate-checks`: the flags of the record the message names, brought up to date. */
export async function runDuplicateCheck(message: unknown, context: InvocationContext): Promise<void> {
  const ref = duplicateCheckJobSchema.parse(message);
  const outcome = await checkDuplicates(ref);
  logInfo(context, 'duplicates.checked', { kind: ref.kind, recordId: ref.id, ...outcome });
}

registerQueue('check-duplicates', { queueName: QUEUES.duplicateChecks, handler: runDuplicateCheck });
