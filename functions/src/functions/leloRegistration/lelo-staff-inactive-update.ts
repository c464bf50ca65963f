import type { HttpRequest, InvocationContext } from '@azure/functions';
import { markLeloInactive } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { versioned } from '../../platform/http-responses.ts';
import { requiredIfMatch, routeParam } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { moveLeloStatus } from '../../services/lelo-staff/lelo-status-move.ts';
import { leloStaffBody } from '../../services/lelo-staff/scoped-lelo.ts';

/**
 * PUT /api/leloRegistration/staff/{id}/inactive (the detail's 'Mark as Inactive', Contributor and
 * up), body `{}` (a JSON write like every other; nothing in it is read). If-Match is required (428 missing, 409 stale). Only an Active or Signed entry becomes
 * Inactive (markLeloInactive); an Inactive one is a 409 'leloEdit.inactive.invalid'. Nothing else of
 * the entry changes; the signed agreement and images stay, so it can be undone (/inactive/undo).
 * Recorded in the audit trail. 200 with the entry and its new ETag.
 */
export async function markLeloStaffEntryInactive(request: HttpRequest, context: InvocationContext) {
  const target = { id: routeParam(request), etag: requiredIfMatch(request, 'leloEdit.ifMatch.required') };
  const saved = await moveLeloStatus(staffIdentityOf(request), context, target, {
    apply: markLeloInactive,
    refusal: 'leloEdit.inactive.invalid',
    event: 'lelo.inactive',
    audit: 'lelo.markedInactive',
  });
  return versioned(leloStaffBody(saved), saved._etag);
}

registerHttp('lelo-staff-inactive-update', {
  route: 'leloRegistration/staff/{id}/inactive',
  methods: ['PUT'],
  access: 'contributor',
  handler: markLeloStaffEntryInactive,
});
