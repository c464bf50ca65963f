import type { HttpRequest, InvocationContext } from '@azure/functions';
import { isInterestLocked, type RegistrationTransferResult, registrationHandoverOf } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { createTransfer } from '../../data/registration-transfers-repository.ts';
import { created } from '../../platform/http-responses.ts';
import { idempotentId } from '../../platform/idempotency.ts';
import { logInfo } from '../../platform/log.ts';
import { callerScopeOf, routeParam } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import {
  enrolledNoEdit,
  interestBody,
  readScopedInterest,
} from '../../services/interest-entries/scoped-interest.ts';

/**
 * POST /api/enrollment/{id}/transfer ('Transfer to Registration Form'): stores the hand-over the staff
 * registration form starts from and answers {transferId, handover}. The entry's status does not
 * change here: it becomes 'Enrollment Submitted' when that registration is submitted.
 */
export async function transferInterest(request: HttpRequest, context: InvocationContext) {
  const entry = await readScopedInterest(callerScopeOf(request), routeParam(request));
  if (isInterestLocked(entry)) throw enrolledNoEdit();
  const identity = staffIdentityOf(request);
  const handover = registrationHandoverOf(interestBody(entry));
  const transfer = await createTransfer({
    id: idempotentId(request, `registration-transfer-${entry.id}`),
    interestId: entry.id,
    charter_id: entry.charter_id,
    createdAt: new Date().toISOString(),
    createdBy: identity.email,
    prefill: handover,
  });
  logInfo(context, 'interest.transferred', {
    entryId: entry.id,
    transferId: transfer.id,
    by: identity.userId,
  });
  const result: RegistrationTransferResult = { transferId: transfer.id, handover: transfer.prefill };
  return created(result);
}

registerHttp('enrollment-transfer', {
  route: 'enrollment/{id}/transfer',
  methods: ['POST'],
  access: 'contributor',
  maxBodyBytes: 1024,
  handler: transferInterest,
});
