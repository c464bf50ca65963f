import type { HttpRequest, InvocationContext } from '@azure/functions';
import { registerHttp } from '../../app/registry.ts';
import { versioned } from '../../platform/http-responses.ts';
import { callerScopeOf, routeParam } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { recordDisclosure } from '../../services/audit/record-disclosure.ts';
import { leloStaffBody, readScopedLeloEntry } from '../../services/lelo-staff/scoped-lelo.ts';

/**
 * GET /api/leloRegistration/staff/{id}: one secondary enrollment for /lelo-forms/{id} (every staff
 * level), with its ETag for a later If-Match. An unknown id and another charter's entry are the same
 * 404. The literal 'staff' segment keeps it apart from the public leloRegistration/{uuid} pre-fill.
 */
export async function getLeloStaffEntry(request: HttpRequest, context: InvocationContext) {
  const entry = await readScopedLeloEntry(callerScopeOf(request), routeParam(request));
  recordDisclosure(staffIdentityOf(request), context, {
    kind: 'detail',
    entity: 'leloRegistration',
    records: [entry],
  });
  return versioned(leloStaffBody(entry), entry._etag);
}

registerHttp('lelo-staff-entry-get', {
  route: 'leloRegistration/staff/{id}',
  methods: ['GET'],
  access: 'staff',
  handler: getLeloStaffEntry,
});
