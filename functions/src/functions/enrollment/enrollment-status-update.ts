import type { HttpRequest, InvocationContext } from '@azure/functions';
import { type InterestEvent, interestEventOf, interestStatusChangeSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import type { AuditAction } from '../../data/audit-log-repository.ts';
import { versioned } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { callerScopeOf, requiredIfMatch, routeParam } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { auditStaffAction } from '../../services/audit/audit-staff-action.ts';
import {
  applyEvent,
  assertCurrentInterest,
  interestBody,
  readScopedInterest,
} from '../../services/interest-entries/scoped-interest.ts';

/**
 * PUT /api/enrollment/status/{id}: {status: 'Not Interested'} marks the entry Not Interested,
 * {undo: 'Not Interested'} undoes that (the entry returns to the status it had before),
 * {enrollstatus: 'Yes'} (the spec's default) records a submitted registration. Each goes through the
 * status machine (an illegal move is a 409 'interest.transition.invalid'); If-Match is required. The
 * decline and its undoing are recorded in the audit trail.
 */
/** The moves the audit trail records. */
const AUDITED: Partial<Record<InterestEvent, AuditAction>> = {
  markedNotInterested: 'interest.markedNotInterested',
  reopened: 'interest.notInterestedUndone',
};

export async function updateInterestStatus(request: HttpRequest, context: InvocationContext) {
  const id = routeParam(request);
  const input = await parseJsonBody(request, interestStatusChangeSchema);
  const etag = requiredIfMatch(request, 'interest.ifMatch.required');
  const entry = await readScopedInterest(callerScopeOf(request), id);
  assertCurrentInterest(entry, etag);
  const event = interestEventOf(input);
  const stored = await applyEvent(entry, event, etag);
  logInfo(context, 'interest.statusChanged', { entryId: stored.id, move: event });
  const audited = AUDITED[event];
  if (audited)
    await auditStaffAction(staffIdentityOf(request), context, audited, {
      entryId: stored.id,
      charter_id: stored.charter_id,
    });
  return versioned(interestBody(stored), stored._etag);
}

registerHttp('enrollment-status-update', {
  route: 'enrollment/status/{id}',
  methods: ['PUT'],
  access: 'contributor',
  maxBodyBytes: 4 * 1024,
  handler: updateInterestStatus,
});
