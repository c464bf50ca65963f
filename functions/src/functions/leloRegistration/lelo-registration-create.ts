import type { HttpRequest, InvocationContext } from '@azure/functions';
import { registerHttp } from '../../app/registry.ts';
import { created } from '../../platform/http-responses.ts';
import { submissionOf } from '../../platform/request-values.ts';
import { LELO_SUBMIT_MAX_BYTES } from '../../services/lelo/lelo-submit-limits.ts';
import { submitNewLeloRegistration } from '../../services/lelo/submit-lelo.ts';

/**
 * POST /api/leloRegistration: a family's whole secondary enrollment with both signatures. Stored
 * signed once per Idempotency-Key; the signed agreement PDF and the e-mails follow in the background.
 */
export async function createLeloRegistration(request: HttpRequest, context: InvocationContext) {
  return created(await submitNewLeloRegistration(await submissionOf(request), context));
}

registerHttp('lelo-registration-create', {
  route: 'leloRegistration',
  methods: ['POST'],
  access: 'public',
  rateLimit: 'lelo',
  maxBodyBytes: LELO_SUBMIT_MAX_BYTES,
  handler: createLeloRegistration,
});
