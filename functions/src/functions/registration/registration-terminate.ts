import type { HttpRequest, InvocationContext } from '@azure/functions';
import { terminateRequestSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { versioned } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { callerScopeOf, requiredIfMatch, routeParam } from '../../platform/request-values.ts';
import { applyRegistrationEvent } from '../../services/registrations/apply-transition.ts';
import {
  readCurrentRegistration,
  registrationBody,
} from '../../services/registrations/scoped-registration.ts';

/**
 * PUT /api/registration/terminate/{id} ('Terminate Enrollment'): status 'Enrollment Terminated',
 * progressLevel 3, processingLevel 2, with the notes (required). Only from orientation ready on and
 * not twice (409 'registration.transition.illegal'); If-Match required (428, 409 stale). 200 with the
 * saved record and its new ETag.
 */
export async function terminateRegistration(request: HttpRequest, context: InvocationContext) {
  const etag = requiredIfMatch(request, 'registration.ifMatch.required');
  const input = await parseJsonBody(request, terminateRequestSchema);
  const stored = await readCurrentRegistration(callerScopeOf(request), routeParam(request), etag);
  const saved = await applyRegistrationEvent(stored, { type: 'terminated', notes: input.notes }, etag);
  logInfo(context, 'registration.terminated', { registrationId: saved.id });
  return versioned(registrationBody(saved), saved._etag);
}

registerHttp('registration-terminate', {
  route: 'registration/terminate/{id}',
  methods: ['PUT'],
  access: 'contributor',
  maxBodyBytes: 8 * 1024,
  handler: terminateRegistration,
});
