import type { HttpRequest, InvocationContext } from '@azure/functions';
import {
  catalogError,
  checkDraftLink,
  type DomainError,
  DRAFT_LINK_MAX_OPENS,
  type DraftAccessRefusal,
  exchangeDraftRequestSchema,
} from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import {
  countLinkOpening,
  readDraft,
  readLink,
  replaceDraft,
  type StoredDraft,
  type StoredLink,
} from '../../data/drafts-repository.ts';
import type { WithEtag } from '../../data/system-fields.ts';
import { json } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { requireJsonContentType } from '../../platform/same-origin.ts';
import { cookieOpensDraft, draftResponse, withNewSession } from '../../services/drafts/draft-session.ts';
import { hashSecret } from '../../services/drafts/draft-tokens.ts';
import { draftConflict } from '../../services/drafts/draft-writes.ts';

/** A link that opens nothing: 410 with the reason's code (the page offers 'Send me a new link'). */
function refused(reason: DraftAccessRefusal): DomainError {
  return catalogError('gone', reason);
}

/**
 * Exchanges of one link racing each read it (and its draft) again after losing. Each loss is another
 * exchange's win, so within this many tries the link has either counted this one or been used up.
 */
const ATTEMPTS = DRAFT_LINK_MAX_OPENS + 1;

/**
 * Counts one more device on the link (as read, then read again by its token's hash after a racing
 * exchange); answers the refusal if it may open no more (expired, or used up by the exchanges that won).
 */
async function countOpening(
  read: WithEtag<StoredLink> | null,
  tokenHash: string,
  now: Date,
): Promise<DraftAccessRefusal | null> {
  let link = read;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const refusal = checkDraftLink(link, now);
    if (refusal || !link) return refusal ?? 'draft.link.invalid';
    if (await countLinkOpening(link)) return null;
    link = await readLink(tokenHash);
  }
  throw draftConflict();
}

/**
 * POST /api/drafts/exchange {token}: the e-mailed link's token (in the body, never in a query string)
 * for a session of its one draft. A submitted draft answers only that it was sent, and when, whatever
 * the link's age. A device whose session cookie already opens the draft gets it as it is. Another
 * device (the phone, then the laptop) gets a new session (HttpOnly cookie) while the link is younger
 * than 24 hours and has opened the draft on fewer than DRAFT_LINK_MAX_OPENS devices, counted with a
 * conditional write so racing exchanges cannot pass the bound.
 */
export async function exchangeDraftLink(request: HttpRequest, context: InvocationContext) {
  requireJsonContentType(request);
  const { token } = await parseJsonBody(request, exchangeDraftRequestSchema);
  const now = new Date();
  const tokenHash = hashSecret(token);
  const link = await readLink(tokenHash);
  const refuse = (reason: DraftAccessRefusal) => {
    logInfo(context, 'draft.link-refused', { reason, draftId: link?.draftId });
    return refused(reason);
  };
  if (!link) throw refuse('draft.link.invalid');
  const draft = await readDraft(link.draftId);
  // A draft past its 30 days (TTL deletion is not instant) opens like an expired link.
  if (!draft || Date.parse(draft.expiresAt) <= now.getTime()) throw refuse('draft.link.expired');
  if (draft.status === 'submitted') {
    logInfo(context, 'draft.link-exchanged', { draftId: draft.id, submitted: true });
    return json(200, draftResponse(draft), { 'Cache-Control': 'no-store' });
  }
  // This device has the draft already (the link tapped again): nothing to count, no new session.
  if (cookieOpensDraft(request.headers.get('cookie'), draft, now)) {
    logInfo(context, 'draft.link-exchanged', { draftId: draft.id, submitted: false, sameDevice: true });
    return json(200, draftResponse(draft), { 'Cache-Control': 'no-store' });
  }
  const refusal = await countOpening(link, tokenHash, now);
  if (refusal) throw refuse(refusal);
  const { draft: opened, setCookie } = await addSession(draft);
  logInfo(context, 'draft.link-exchanged', { draftId: draft.id, submitted: false, sameDevice: false });
  return json(200, draftResponse(opened), { 'Cache-Control': 'no-store', 'Set-Cookie': setCookie });
}

/** The draft with a new session, read again after another device's exchange or autosave won the write. */
async function addSession(read: WithEtag<StoredDraft>): Promise<{ draft: StoredDraft; setCookie: string }> {
  let draft: WithEtag<StoredDraft> | null = read;
  for (let attempt = 0; attempt < ATTEMPTS && draft; attempt++) {
    const added = withNewSession(draft);
    if (await replaceDraft(added.draft, draft._etag)) return added;
    draft = await readDraft(draft.id);
  }
  throw draftConflict();
}

registerHttp('draft-exchange', {
  route: 'drafts/exchange',
  methods: ['POST'],
  access: 'public',
  rateLimit: 'draftLink',
  maxBodyBytes: 1024,
  handler: exchangeDraftLink,
});
