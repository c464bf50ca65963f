import type { HttpRequest, InvocationContext } from '@azure/functions';
import { terminateRequestSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { logInfo } from '../../platform/log.ts';
import { applyRegistrationEvent } from '../../services/registrations/apply-transition.ts';
import { startRegistrationWrite } from '../../services/registrations/registration-write.ts';
import { registrationResponse } from '../../services/registrations/scoped-registration.ts';

/**
 * PUT /api/registration/terminate/{id} ('Terminate Enrollment'): status 'Enrollment Terminated',
 * progressLevel 3, processingLevel 2, with the notes (required). Only from orientation ready on and
 * not twice (409 'registration.transition.illegal'); If-Match required (428, 409 stale). 200 with the
 * saved record and its new ETag.
 */
export async function terminateRegistration(request: HttpRequest, context: InvocationContext) {
  const { etag, input, stored } = await startRegistrationWrite(request, terminateRequestSchema);
  const saved = await applyRegistrationEvent(stored, { type: 'terminated', notes: input.notes }, etag);
  logInfo(context, 'registration.terminated', { registrationId: saved.id });
  return registrationResponse(saved);
}

registerHttp('registration-terminate', {
  route: 'registration/terminate/{id}',
  methods: ['PUT'],
  access: 'contributor',
  maxBodyBytes: 8 * 1024,
  handler: terminateRegistration,
});
