import type { HttpRequest, InvocationContext } from '@azure/functions';
import { registerHttp } from '../../app/registry.ts';
import { versioned } from '../../platform/http-responses.ts';
import { callerScopeOf, routeParam } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { recordDisclosure } from '../../services/audit/record-disclosure.ts';
import {
  readScopedRegistration,
  registrationBody,
} from '../../services/registrations/scoped-registration.ts';

/**
 * GET /api/registration/{id}: one registration (without Cosmos system fields and list keys) with its
 * ETag for a later If-Match, for every staff level. An unknown id and another charter's registration
 * are the same 404. The literal routes (registration/public, registration/export) are more specific
 * and win.
 */
export async function getRegistration(request: HttpRequest, context: InvocationContext) {
  const record = await readScopedRegistration(callerScopeOf(request), routeParam(request));
  recordDisclosure(staffIdentityOf(request), context, {
    kind: 'detail',
    entity: 'registration',
    records: [record],
  });
  return versioned(registrationBody(record), record._etag);
}

registerHttp('registration-get', {
  route: 'registration/{id}',
  methods: ['GET'],
  access: 'staff',
  handler: getRegistration,
});
