import type { HttpRequest, InvocationContext } from '@azure/functions';
import { continueDraftRequestSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { keptDraftIdsByEmail } from '../../data/drafts-repository.ts';
import { json } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { queueDraftLink } from '../../services/drafts/draft-writes.ts';

/**
 * POST /api/drafts/continue {email}: 'Continue a saved form'. For each draft kept with that address
 * an e-mail to that address only: a fresh link to an open one, the day it was sent for a submitted
 * one. The answer is the same 202 whether there are drafts or not, so nobody learns whether an
 * address has one, or has sent one (OWASP forgot-password guidance).
 */
export async function continueSavedDrafts(request: HttpRequest, context: InvocationContext) {
  const { email } = await parseJsonBody(request, continueDraftRequestSchema);
  const ids = await keptDraftIdsByEmail(email, new Date());
  await Promise.all(ids.map((id) => queueDraftLink(id)));
  // The count only: no address in the log.
  logInfo(context, 'draft.continue-requested', { drafts: ids.length });
  return json(202, {
    message:
      'If a form was saved with this address, we have e-mailed it a new link, or the day the form was sent.',
  });
}

registerHttp('draft-continue', {
  route: 'drafts/continue',
  methods: ['POST'],
  access: 'public',
  rateLimit: 'draftLink',
  maxBodyBytes: 1024,
  handler: continueSavedDrafts,
});
