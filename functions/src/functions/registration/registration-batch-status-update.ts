import type { HttpRequest, InvocationContext } from '@azure/functions';
import type { CharterScope } from '@enroll/domain';
import {
  type BatchRowResult,
  type BatchStatusUpdateResponse,
  batchStatusUpdateSchema,
  canTransition,
  isDomainError,
  validationMessagesEn,
} from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import type { ReadRegistration } from '../../data/registrations-repository.ts';
import { ok } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { callerScopeOf } from '../../platform/request-values.ts';
import { queueEmailAfterSave } from '../../services/email/queue-after-save.ts';
import { applyRegistrationEvent } from '../../services/registrations/apply-transition.ts';
import { NO_REGISTRATION, readScopedRegistration } from '../../services/registrations/scoped-registration.ts';

/** The success text of a completed row. */
export function enrollmentCompletedMessage(studentName: string): string {
  return `${studentName}'s Enrollment Completed`;
}

function studentNameOf(stored: ReadRegistration): string {
  return `${stored.firstName} ${stored.lastName}`.trim();
}

function refused(id: string, outcome: 'conflict' | 'illegal', studentName: string): BatchRowResult {
  const code = outcome === 'conflict' ? 'registration.conflict' : 'registration.transition.illegal';
  return { id, outcome, studentName, message: validationMessagesEn[code] };
}

/** Whether the error is the write's own refusal (a newer version or the machine), not a fault. */
function refusalOf(error: unknown): 'conflict' | 'illegal' | null {
  if (!isDomainError(error, 'conflict')) return null;
  if (error.code === 'registration.conflict') return 'conflict';
  if (error.code === 'registration.transition.illegal') return 'illegal';
  return null;
}

/**
 * One selected row: read in scope (unknown or another charter's is 'notFound'), listed version still
 * current ('conflict' otherwise), the machine allows 'orientationCompleted' ('illegal' otherwise), then
 * one conditional write and the final-enrollment e-mail. A row either completes whole or stays as it was.
 */
async function completeRow(
  scope: CharterScope,
  item: { id: string; etag: string },
  context: InvocationContext,
): Promise<BatchRowResult> {
  let stored: ReadRegistration;
  try {
    stored = await readScopedRegistration(scope, item.id);
  } catch (error) {
    if (isDomainError(error, 'notFound')) {
      return { id: item.id, outcome: 'notFound', studentName: '', message: NO_REGISTRATION };
    }
    throw error;
  }
  const studentName = studentNameOf(stored);
  if (stored._etag !== item.etag) return refused(item.id, 'conflict', studentName);
  if (!canTransition(stored, 'orientationCompleted')) return refused(item.id, 'illegal', studentName);
  try {
    await applyRegistrationEvent(stored, { type: 'orientationCompleted' }, item.etag);
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return refused(item.id, refusal, studentName);
    throw error;
  }
  // The enrollment is complete and stays so; a job the queue refuses waits under Failed Jobs.
  await queueEmailAfterSave(
    { kind: 'final-enrollment', jobId: `final-enrollment-${item.id}`, registrationId: item.id },
    'registration-batch-status-update',
    context,
  );
  return { id: item.id, outcome: 'completed', studentName, message: enrollmentCompletedMessage(studentName) };
}

/**
 * PATCH /api/registration/batch-status-update ('Set to Completed Orientation' on
 * /scheduled-orientations): body {selectedItems: [{id, etag}]} (batchStatusUpdateSchema; 400 with
 * field errors). Each row is completed on its own (completeRow), so one stale or refused row never
 * stops the others. 200 with every row's outcome and message (BatchStatusUpdateResponse), in the
 * order sent. Contributor and up.
 */
export async function batchStatusUpdate(request: HttpRequest, context: InvocationContext) {
  const { selectedItems } = await parseJsonBody(request, batchStatusUpdateSchema);
  const scope = callerScopeOf(request);
  const results: BatchRowResult[] = [];
  // One row at a time: at most 100 small writes, and the emulator and Cosmos see no burst.
  for (const item of selectedItems) results.push(await completeRow(scope, item, context));
  logInfo(context, 'registration.batch-completed', {
    rows: results.length,
    completed: results.filter((result) => result.outcome === 'completed').length,
  });
  const body: BatchStatusUpdateResponse = { results };
  return ok(body, { 'Cache-Control': 'private, no-store' });
}

registerHttp('registration-batch-status-update', {
  route: 'registration/batch-status-update',
  methods: ['PATCH'],
  access: 'contributor',
  handler: batchStatusUpdate,
});
