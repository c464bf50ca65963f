import { randomUUID } from 'node:crypto';
import type { HttpRequest, InvocationContext } from '@azure/functions';
import { addRegistrationSchema, buildStaffRegistrationRecord } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { markInterestEnrolled } from '../../data/interests-repository.ts';
import { consumeTransfer } from '../../data/registration-transfers-repository.ts';
import { createRegistrationOnce, findRegistration } from '../../data/registrations-repository.ts';
import { created } from '../../platform/http-responses.ts';
import { assertSameRequest, idempotentId, requestHashOf } from '../../platform/idempotency.ts';
import { logError, logInfo } from '../../platform/log.ts';
import { parseWith, readJsonBody } from '../../platform/parse-body.ts';
import { callerScopeOf } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { queueDuplicateCheck } from '../../services/duplicates/duplicate-check-job.ts';
import {
  siteInScope,
  transferInScope,
  transferInvalid,
} from '../../services/registrations/scoped-registration.ts';

/**
 * POST /api/registration (the staff Add Registration Form): checks the form with the staff
 * completeness rules (400 with field errors), the site (it must exist and be of a charter in the
 * caller's scope, else 400 on `site`) and, when the form came from 'Transfer to Registration Form',
 * the transfer (in scope and unused, else 400 on `transferId`); stores the registration once per
 * Idempotency-Key ('Enrollment Submitted', progressLevel 1) and answers 201 {id, _uuid}.
 *
 * Every check comes before the first write, so a 400 writes nothing. The transfer is then marked used
 * by this registration (one transfer, one registration) and, once the registration is stored, its
 * interest is marked enrolled (status 'Enrollment Submitted', enrollstatus 'Yes'); a failure of that
 * last step is logged, not answered: the registration stands, and staff can fix the interest by hand.
 *
 * No e-mail goes to the family (unlike the public wizard's register e-mails): the coordinator entering
 * the form is talking to them, and the orientation e-mail follows from the scheduler.
 */
export async function createStaffRegistration(request: HttpRequest, context: InvocationContext) {
  const id = idempotentId(request, 'staff-registration');
  const body = await readJsonBody(request);
  const input = parseWith(addRegistrationSchema(), body);
  const scope = callerScopeOf(request);
  const site = await siteInScope(input.site, scope);
  const transfer = input.transferId ? await transferInScope(input.transferId, scope, id) : null;
  const identity = staffIdentityOf(request);
  const requestHash = requestHashOf(body);
  const now = new Date();
  if (transfer) {
    // A repeat of a stored request must not take another transfer: the stored one answers it.
    const existing = await findRegistration(id);
    if (existing) assertSameRequest(existing, requestHash);
    else if (!(await consumeTransfer(transfer.id, id, now))) throw transferInvalid();
  }
  const interestUuid = transfer?.prefill.interestUuid;
  const interestId = transfer?.prefill.interestId;
  const record = {
    ...buildStaffRegistrationRecord(
      input,
      site,
      { id, uuid: randomUUID() },
      { now, createdBy: identity.email, interestUuid },
    ),
    ...(interestId ? { interestId } : {}),
    requestHash,
  };
  const result = await createRegistrationOnce(record);
  if (!result.created) assertSameRequest(result.document, requestHash);
  await queueDuplicateCheck({ kind: 'registration', id: result.document.id });
  if (interestUuid) {
    try {
      // Also on a repeat: it heals an interest whose first update failed (a no-op once enrolled).
      const marked = await markInterestEnrolled(interestUuid, result.document.id);
      // The interest was deleted, or its status no longer takes the step: the registration stands.
      if (!marked) logInfo(context, 'registration.interest-not-marked', { registrationId: id });
    } catch (error) {
      logError(context, 'registration.interest-status-failed', error, { registrationId: id });
    }
  }
  logInfo(context, 'registration.staffCreated', {
    registrationId: result.document.id,
    siteId: site.id,
    transferId: transfer?.id ?? null,
    repeated: !result.created,
    by: identity.userId,
  });
  return created({ id: result.document.id, _uuid: result.document._uuid });
}

registerHttp('registration-staff-create', {
  route: 'registration',
  methods: ['POST'],
  access: 'contributor',
  maxBodyBytes: 64 * 1024,
  handler: createStaffRegistration,
});
