import type { HttpRequest, InvocationContext } from '@azure/functions';
import {
  checkDraftLink,
  type DraftAccessRefusal,
  exchangeDraftRequestSchema,
  validationMessagesEn,
} from '@enroll/domain';
import { readDraft, readLink, replaceDraft, useLink } from '../../data/drafts-repository.ts';
import { HttpError } from '../../platform/http-errors.ts';
import { json } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { registerHttp } from '../../platform/registry.ts';
import { draftResponse, withNewSession } from '../../services/drafts/draft-session.ts';
import { hashSecret } from '../../services/drafts/draft-tokens.ts';
import { draftConflict, requireJson } from '../../services/drafts/draft-writes.ts';

/** A link that opens nothing: 410 with the reason's code (the page offers 'Send me a new link'). */
function refused(reason: DraftAccessRefusal): HttpError {
  return new HttpError(410, validationMessagesEn[reason], undefined, reason);
}

/**
 * POST /api/drafts/exchange {token}: the e-mailed link's token (in the body, never in a query string)
 * for a session of its one draft. The link must be unused and younger than 24 hours; it is marked used
 * first (a conditional write: of two racing exchanges one wins), then the draft gets a new session
 * (HttpOnly cookie) and is answered. A submitted draft answers only what it became.
 */
export async function exchangeDraftLink(request: HttpRequest, context: InvocationContext) {
  requireJson(request);
  const { token } = await parseJsonBody(request, exchangeDraftRequestSchema);
  const now = new Date();
  const link = await readLink(hashSecret(token));
  const refusal = checkDraftLink(link, now);
  if (refusal || !link) {
    logInfo(context, 'draft.link-refused', {
      reason: refusal ?? 'draft.link.invalid',
      draftId: link?.draftId,
    });
    throw refused(refusal ?? 'draft.link.invalid');
  }
  if (!(await useLink(link, now))) throw refused('draft.link.used');
  const draft = await readDraft(link.draftId);
  // A draft past its 30 days (TTL deletion is not instant) opens like an expired link.
  if (!draft || Date.parse(draft.expiresAt) <= now.getTime()) throw refused('draft.link.expired');
  if (draft.status === 'submitted') {
    logInfo(context, 'draft.link-exchanged', { draftId: draft.id, submitted: true });
    return json(200, draftResponse(draft), { 'Cache-Control': 'no-store' });
  }
  const { draft: withSession, setCookie } = withNewSession(draft);
  if (!(await replaceDraft(withSession, draft._etag))) throw draftConflict();
  logInfo(context, 'draft.link-exchanged', { draftId: draft.id, submitted: false });
  return json(200, draftResponse(withSession), { 'Cache-Control': 'no-store', 'Set-Cookie': setCookie });
}

registerHttp('draft-exchange', {
  route: 'drafts/exchange',
  methods: ['POST'],
  access: 'public',
  rateLimit: 'draftLink',
  maxBodyBytes: 1024,
  handler: exchangeDraftLink,
});
