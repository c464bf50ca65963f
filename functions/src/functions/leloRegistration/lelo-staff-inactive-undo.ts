import type { HttpRequest, InvocationContext } from '@azure/functions';
import { undoLeloInactive } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { versioned } from '../../platform/http-responses.ts';
import { requiredIfMatch, routeParam } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { moveLeloStatus } from '../../services/lelo-staff/lelo-status-move.ts';
import { leloStaffBody } from '../../services/lelo-staff/scoped-lelo.ts';

/**
 * PUT /api/leloRegistration/staff/{id}/inactive/undo (the detail's 'Undo Inactive', Contributor and
 * up), body `{}`. If-Match is required (428 missing, 409 stale). An Inactive entry returns to the
 * status it had (Signed once signed, else Active: undoLeloInactive); any other is a 409
 * 'leloEdit.inactiveUndo.invalid'. Recorded in the audit trail. 200 with the entry and its new ETag.
 */
export async function undoLeloStaffEntryInactive(request: HttpRequest, context: InvocationContext) {
  const target = { id: routeParam(request), etag: requiredIfMatch(request, 'leloEdit.ifMatch.required') };
  const saved = await moveLeloStatus(staffIdentityOf(request), context, target, {
    apply: undoLeloInactive,
    refusal: 'leloEdit.inactiveUndo.invalid',
    event: 'lelo.inactiveUndone',
    audit: 'lelo.inactiveUndone',
  });
  return versioned(leloStaffBody(saved), saved._etag);
}

registerHttp('lelo-staff-inactive-undo', {
  route: 'leloRegistration/staff/{id}/inactive/undo',
  methods: ['PUT'],
  access: 'contributor',
  handler: undoLeloStaffEntryInactive,
});
