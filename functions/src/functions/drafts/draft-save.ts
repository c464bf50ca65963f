import type { HttpRequest, InvocationContext } from '@azure/functions';
import {
  DRAFT_LINK_HOURS,
  type SaveDraftResponse,
  sameDraftContext,
  saveDraftRequestSchema,
} from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { createDraft, replaceDraft, type StoredDraft } from '../../data/drafts-repository.ts';
import { json } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { requireJsonContentType } from '../../platform/same-origin.ts';
import { draftOfSession, withNewSession } from '../../services/drafts/draft-session.ts';
import { draftConflict, newDraft, queueDraftLink, updatedDraft } from '../../services/drafts/draft-writes.ts';

/**
 * POST /api/drafts: 'Save and continue later'. Saves the wizard's draft (a new one, or the one the
 * caller's draft session holds) and e-mails a link (24 hours) to the address given. A new draft also
 * gets a session cookie, so the wizard autosaves it on each Next from then on.
 */
export async function saveDraft(request: HttpRequest, context: InvocationContext) {
  requireJsonContentType(request);
  const body = await parseJsonBody(request, saveDraftRequestSchema);
  const now = new Date();
  const session = await draftOfSession(request.headers.get('cookie'), now);
  // A session of another wizard's draft (another site or link) is not overwritten: this is a new draft.
  const current = session && sameDraftContext(session, body) ? session : null;
  let saved: StoredDraft;
  let setCookie: string | null = null;
  if (current) {
    saved = updatedDraft(current, body, now);
    if (!(await replaceDraft(saved, current._etag))) throw draftConflict();
  } else {
    const started = withNewSession(newDraft(body, now));
    await createDraft(started.draft);
    saved = started.draft;
    setCookie = started.setCookie;
  }
  if (body.sendLink) await queueDraftLink(saved.id);
  logInfo(context, 'draft.saved', {
    draftId: saved.id,
    kind: saved.kind,
    created: !current,
    linkSent: body.sendLink,
  });
  const answer: SaveDraftResponse = {
    email: saved.email,
    expiresAt: saved.expiresAt,
    linkHours: DRAFT_LINK_HOURS,
  };
  return json(current ? 200 : 201, answer, {
    'Cache-Control': 'no-store',
    ...(setCookie ? { 'Set-Cookie': setCookie } : {}),
  });
}

registerHttp('draft-save', {
  route: 'drafts',
  methods: ['POST'],
  access: 'public',
  rateLimit: 'draftSave',
  maxBodyBytes: 64 * 1024,
  handler: saveDraft,
});
