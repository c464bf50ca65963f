import type { HttpRequest, InvocationContext } from '@azure/functions';
import { updateDraftRequestSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { replaceDraft } from '../../data/drafts-repository.ts';
import { json } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { requireJsonContentType } from '../../platform/same-origin.ts';
import { draftOfSession, draftResponse, noDraftSession } from '../../services/drafts/draft-session.ts';
import { draftConflict, updatedDraft } from '../../services/drafts/draft-writes.ts';

/**
 * GET /api/drafts/current: the draft the caller's session cookie opens (404 for no session, another
 * draft's, a wrong secret or an expired draft). PUT: the wizard's autosave on each Next; the links
 * keep going to the stored address.
 */
export async function currentDraft(request: HttpRequest, context: InvocationContext) {
  const now = new Date();
  if (request.method.toUpperCase() === 'GET') {
    const draft = await draftOfSession(request.headers.get('cookie'), now);
    if (!draft) throw noDraftSession();
    return json(200, draftResponse(draft), { 'Cache-Control': 'no-store' });
  }
  requireJsonContentType(request);
  const body = await parseJsonBody(request, updateDraftRequestSchema);
  const draft = await draftOfSession(request.headers.get('cookie'), now);
  if (!draft) throw noDraftSession();
  // A submitted draft stays submitted: a late autosave from another window changes nothing.
  if (draft.status === 'submitted') return json(200, draftResponse(draft), { 'Cache-Control': 'no-store' });
  const updated = updatedDraft(draft, body, now);
  if (!(await replaceDraft(updated, draft._etag))) throw draftConflict();
  logInfo(context, 'draft.autosaved', { draftId: draft.id });
  return json(200, draftResponse(updated), { 'Cache-Control': 'no-store' });
}

registerHttp('draft-current', {
  route: 'drafts/current',
  methods: ['GET', 'PUT'],
  access: 'public',
  rateLimit: 'draftSession',
  maxBodyBytes: 64 * 1024,
  handler: currentDraft,
});
