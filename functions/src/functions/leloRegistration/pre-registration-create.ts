import type { HttpRequest, InvocationContext } from '@azure/functions';
import { registerHttp } from '../../app/registry.ts';
import { created } from '../../platform/http-responses.ts';
import { submissionOf } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { createPreRegistration } from '../../services/lelo/pre-registration.ts';

/**
 * POST /api/leloRegistration/pre-registration (Contributor and up): staff's New Pre Registration.
 * 201 {id, _uuid, formPath}: an Active entry the family opens at formPath to complete and sign.
 */
export async function createLeloPreRegistration(request: HttpRequest, context: InvocationContext) {
  return created(await createPreRegistration(staffIdentityOf(request), await submissionOf(request), context));
}

registerHttp('lelo-pre-registration-create', {
  route: 'leloRegistration/pre-registration',
  methods: ['POST'],
  access: 'contributor',
  maxBodyBytes: 16 * 1024,
  handler: createLeloPreRegistration,
});
