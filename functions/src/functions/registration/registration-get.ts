import type { HttpRequest, InvocationContext } from '@azure/functions';
import { registerHttp } from '../../app/registry.ts';
import { recordDisclosure } from '../../services/audit/record-disclosure.ts';
import { scopeOf } from '../../services/interest-entries/scoped-interest.ts';
import {
  readScopedRegistration,
  registrationResponse,
} from '../../services/registrations/scoped-registration.ts';

/**
 * GET /api/registration/{id}: one registration (without Cosmos system fields and list keys) with its
 * ETag for a later If-Match, for every staff level. An unknown id and another charter's registration
 * are the same 404. The literal routes (registration/public, registration/export) are more specific
 * and win.
 */
export async function getRegistration(request: HttpRequest, context: InvocationContext) {
  const record = await readScopedRegistration(scopeOf(request), request.params.id ?? '');
  recordDisclosure(request, context, { kind: 'detail', entity: 'registration', records: [record] });
  return registrationResponse(record);
}

registerHttp('registration-get', {
  route: 'registration/{id}',
  methods: ['GET'],
  access: 'staff',
  handler: getRegistration,
});
