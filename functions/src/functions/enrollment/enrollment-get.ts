import type { HttpRequest, InvocationContext } from '@azure/functions';
import { registerHttp } from '../../app/registry.ts';
import { versioned } from '../../platform/http-responses.ts';
import { callerScopeOf, routeParam } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { recordDisclosure } from '../../services/audit/record-disclosure.ts';
import { interestBody, readScopedInterest } from '../../services/interest-entries/scoped-interest.ts';

/**
 * GET /api/enrollment/{id}: one interest entry (without Cosmos system fields and list keys) with its
 * ETag for a later If-Match. An unknown id and another charter's entry are the same 404. The literal
 * routes (enrollment/public, enrollment/export, enrollment/status/{id}) are more specific and win.
 */
export async function getInterest(request: HttpRequest, context: InvocationContext) {
  const entry = await readScopedInterest(callerScopeOf(request), routeParam(request));
  recordDisclosure(staffIdentityOf(request), context, {
    kind: 'detail',
    entity: 'interest',
    records: [entry],
  });
  return versioned(interestBody(entry), entry._etag);
}

registerHttp('enrollment-get', {
  route: 'enrollment/{id}',
  methods: ['GET'],
  access: 'staff',
  handler: getInterest,
});
