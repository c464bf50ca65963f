import type { HttpRequest, InvocationContext } from '@azure/functions';
import { registerHttp } from '../../app/registry.ts';
import { deleteRegistration, registrationConflict } from '../../data/registrations-repository.ts';
import { assertCurrentVersion } from '../../data/system-fields.ts';
import { logInfo } from '../../platform/log.ts';
import { callerScopeOf, requiredIfMatch, routeParam } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { recordStaffAudit } from '../../services/audit/audit-staff-action.ts';
import { queueDuplicateCheck } from '../../services/duplicates/duplicate-check-job.ts';
import { readScopedRegistration } from '../../services/registrations/scoped-registration.ts';

/**
 * DELETE /api/registration/{id}: removes the registration, 204. If-Match is required (428 without, 409
 * stale): a registration carries a family's whole file, so it is never deleted blind. Another
 * charter's registration is a 404.
 *
 * The audit record (who, when, which id) is written first: if the delete then fails, the log holds an
 * attempt that did not happen, which a reader can check against the registration; the other order
 * could lose the record of a delete that did happen.
 */
export async function deleteRegistrationRecord(request: HttpRequest, context: InvocationContext) {
  const etag = requiredIfMatch(request, 'registration.ifMatch.required');
  const stored = await readScopedRegistration(callerScopeOf(request), routeParam(request));
  assertCurrentVersion(stored, etag, registrationConflict);
  const identity = staffIdentityOf(request);
  const subject = { entryId: stored.id, charter_id: stored.charter_id };
  const audit = await recordStaffAudit(identity, 'registration.deleted', subject);
  await deleteRegistration(stored.id, etag);
  // The check finds the registration gone and forgets its flags.
  await queueDuplicateCheck({ kind: 'registration', id: stored.id });
  logInfo(context, 'registration.deleted', {
    registrationId: stored.id,
    auditId: audit.id,
    by: identity.userId,
  });
  return { status: 204 };
}

// Admin and up: the registration detail has no Delete button; the API keeps the call for the levels
// that manage the charter's records.
registerHttp('registration-delete', {
  route: 'registration/{id}',
  methods: ['DELETE'],
  access: 'admin',
  handler: deleteRegistrationRecord,
});
