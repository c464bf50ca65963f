import type { HttpRequest, InvocationContext } from '@azure/functions';
import {
  draftExpiry,
  draftSubmittedRequestSchema,
  emptyLeloDraft,
  emptyRegistrationDraft,
  invalidInput,
} from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { DRAFT_TTL_SECONDS, replaceDraft, type StoredDraft } from '../../data/drafts-repository.ts';
import { findLeloRegistration } from '../../data/lelo-registrations-repository.ts';
import { findRegistration } from '../../data/registrations-repository.ts';
import { json } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { requireJsonContentType } from '../../platform/same-origin.ts';
import { draftOfSession, draftResponse, noDraftSession } from '../../services/drafts/draft-session.ts';
import { draftConflict } from '../../services/drafts/draft-writes.ts';

/**
 * The `_uuid` of the stored record of that kind (only its submitter was answered it) and when the
 * family sent it (a registration's submit, a secondary enrollment's signing), or null.
 */
async function recordOf(
  kind: StoredDraft['kind'],
  recordId: string,
): Promise<{ uuid: string; sentAt: string | null } | null> {
  if (kind === 'registration') {
    const record = await findRegistration(recordId);
    return record ? { uuid: record._uuid, sentAt: record.submittedAt || null } : null;
  }
  const entry = await findLeloRegistration(recordId);
  return entry ? { uuid: entry._uuid, sentAt: entry.signedAt } : null;
}

/**
 * POST /api/drafts/current/submitted {recordId, recordUuid}: the wizard submitted the draft of its
 * session. The record must exist and have that `_uuid`, which only the submit's answer carries, so a
 * session cannot mark its draft with a record it did not submit (and learns nothing it did not know).
 * The draft keeps only what it became and when it was sent: its answers are dropped, and its links and
 * 'Continue a saved form' then say that the form was already sent, on that day.
 * The submit functions are not changed to read the cookie: it is scoped to /api/drafts and never sent to them.
 */
export async function markDraftSubmitted(request: HttpRequest, context: InvocationContext) {
  requireJsonContentType(request);
  const { recordId, recordUuid } = await parseJsonBody(request, draftSubmittedRequestSchema);
  const now = new Date();
  const draft = await draftOfSession(request.headers.get('cookie'), now);
  if (!draft) throw noDraftSession();
  const record = await recordOf(draft.kind, recordId);
  if (record?.uuid !== recordUuid)
    throw invalidInput([
      { field: 'recordId', code: 'invalid', message: 'This is not the record this form was submitted as.' },
    ]);
  // Kept 30 days from now, so its links and 'Continue a saved form' say when it was sent.
  const sent = {
    status: 'submitted' as const,
    recordId,
    submittedAt: record.sentAt ?? now.toISOString(),
    updatedAt: now.toISOString(),
    expiresAt: draftExpiry(now),
    ttl: DRAFT_TTL_SECONDS,
  };
  const submitted: StoredDraft =
    draft.kind === 'registration'
      ? { ...draft, ...sent, draft: emptyRegistrationDraft() }
      : { ...draft, ...sent, draft: emptyLeloDraft() };
  if (draft.status !== 'submitted' && !(await replaceDraft(submitted, draft._etag))) throw draftConflict();
  logInfo(context, 'draft.submitted', { draftId: draft.id, recordId });
  return json(200, draftResponse(draft.status === 'submitted' ? draft : submitted), {
    'Cache-Control': 'no-store',
  });
}

registerHttp('draft-submitted', {
  route: 'drafts/current/submitted',
  methods: ['POST'],
  access: 'public',
  rateLimit: 'draftSession',
  maxBodyBytes: 1024,
  handler: markDraftSubmitted,
});
