import type { HttpRequest } from '@azure/functions';
import { registerHttp } from '../../platform/registry.ts';
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
export async function getRegistration(request: HttpRequest) {
  return registrationResponse(await readScopedRegistration(scopeOf(request), request.params.id ?? ''));
}

registerHttp('registration-get', {
  route: 'registration/{id}',
  methods: ['GET'],
  access: 'staff',
  handler: getRegistration,
});
