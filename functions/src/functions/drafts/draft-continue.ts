import type { HttpRequest, InvocationContext } from '@azure/functions';
import { continueDraftRequestSchema } from '@enroll/domain';
import { openDraftIdsByEmail } from '../../data/drafts-repository.ts';
import { json } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { registerHttp } from '../../platform/registry.ts';
import { queueDraftLink } from '../../services/drafts/draft-writes.ts';

/**
 * POST /api/drafts/continue {email}: 'Continue a saved form'. A fresh link for each open draft stored
 * with that address, sent only to that address; the answer is the same 202 whether there are drafts
 * or not, so nobody learns whether an address has one (OWASP forgot-password guidance).
 */
export async function continueSavedDrafts(request: HttpRequest, context: InvocationContext) {
  const { email } = await parseJsonBody(request, continueDraftRequestSchema);
  const ids = await openDraftIdsByEmail(email, new Date());
  await Promise.all(ids.map((id) => queueDraftLink(id)));
  // The count only: no address in the log.
  logInfo(context, 'draft.continue-requested', { drafts: ids.length });
  return json(202, { message: 'If a saved form uses this address, we have e-mailed a link to it.' });
}

registerHttp('draft-continue', {
  route: 'drafts/continue',
  methods: ['POST'],
  access: 'public',
  rateLimit: 'draftLink',
  maxBodyBytes: 1024,
  handler: continueSavedDrafts,
});
