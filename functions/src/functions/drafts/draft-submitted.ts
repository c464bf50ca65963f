import type { HttpRequest, InvocationContext } from '@azure/functions';
import { draftSubmittedRequestSchema, emptyLeloDraft, emptyRegistrationDraft } from '@enroll/domain';
import { replaceDraft, type StoredDraft } from '../../data/drafts-repository.ts';
import { findLeloRegistration } from '../../data/lelo-registrations-repository.ts';
import { findRegistration } from '../../data/registrations-repository.ts';
import { badRequest } from '../../platform/http-errors.ts';
import { json } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { registerHttp } from '../../platform/registry.ts';
import { draftOfSession, draftResponse, noDraftSession } from '../../services/drafts/draft-session.ts';
import { draftConflict, requireJson } from '../../services/drafts/draft-writes.ts';

/** The `_uuid` of the stored record of that kind, or null: only its submitter was answered it. */
async function recordUuidOf(kind: StoredDraft['kind'], recordId: string): Promise<string | null> {
  const record =
    kind === 'registration' ? await findRegistration(recordId) : await findLeloRegistration(recordId);
  return record?._uuid ?? null;
}

/**
 * POST /api/drafts/current/submitted {recordId, recordUuid}: the wizard submitted the draft of its
 * session. The record must exist and have that `_uuid`, which only the submit's answer carries, so a
 * session cannot mark its draft with a record it did not submit (and learns nothing it did not know).
 * The draft keeps only what it became: its answers are dropped, and its links then open the confirmation.
 * The submit functions are not changed to read the cookie: it is scoped to /api/drafts and never sent to them.
 */
export async function markDraftSubmitted(request: HttpRequest, context: InvocationContext) {
  requireJson(request);
  const { recordId, recordUuid } = await parseJsonBody(request, draftSubmittedRequestSchema);
  const now = new Date();
  const draft = await draftOfSession(request, now);
  if (!draft) throw noDraftSession();
  if ((await recordUuidOf(draft.kind, recordId)) !== recordUuid)
    throw badRequest('Validation failed', [
      { field: 'recordId', code: 'invalid', message: 'This is not the record this form was submitted as.' },
    ]);
  const submitted: StoredDraft =
    draft.kind === 'registration'
      ? {
          ...draft,
          draft: emptyRegistrationDraft(),
          status: 'submitted',
          recordId,
          updatedAt: now.toISOString(),
        }
      : { ...draft, draft: emptyLeloDraft(), status: 'submitted', recordId, updatedAt: now.toISOString() };
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
