import type { HttpRequest, InvocationContext } from '@azure/functions';
import { DomainError, invalidInput, isUuid, validationMessagesEn } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { ok } from '../../platform/http-responses.ts';
import { routeParam, submissionOf } from '../../platform/request-values.ts';
import { LELO_SUBMIT_MAX_BYTES } from '../../services/lelo/lelo-submit-limits.ts';
import { signLeloPreRegistration } from '../../services/lelo/submit-lelo.ts';

/**
 * PUT /api/leloRegistration/{uuid}: the family completes and signs an entry staff pre-registered.
 * Only while it is Active; a signed entry answers 409 unless this is a repeat of the signing request.
 */
export async function signLeloRegistration(request: HttpRequest, context: InvocationContext) {
  const uuid = routeParam(request, 'uuid');
  if (!isUuid(uuid))
    throw invalidInput([{ field: 'uuid', code: 'invalid', message: 'The link is not valid.' }]);
  const outcome = await signLeloPreRegistration(await submissionOf(request), context, uuid);
  if (outcome.kind === 'locked')
    throw new DomainError(
      'conflict',
      validationMessagesEn['lelo.entry.locked'],
      undefined,
      'lelo.entry.locked',
    );
  return ok(outcome.confirmation);
}

registerHttp('lelo-registration-sign', {
  route: 'leloRegistration/{uuid}',
  methods: ['PUT'],
  access: 'public',
  rateLimit: 'lelo',
  maxBodyBytes: LELO_SUBMIT_MAX_BYTES,
  handler: signLeloRegistration,
});
