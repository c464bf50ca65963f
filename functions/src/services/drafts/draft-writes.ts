import { randomUUID } from 'node:crypto';
import { DomainError, draftExpiry, type SaveDraftRequest, type UpdateDraftRequest } from '@enroll/domain';
import { DRAFT_TTL_SECONDS, type StoredDraft } from '../../data/drafts-repository.ts';
import { enqueueEmailJob } from '../email/email-job.ts';

/** The saved content of a request (no address): the wizard's draft, its step and where it came from. */
function contentOf(body: SaveDraftRequest | UpdateDraftRequest) {
  return body.kind === 'registration'
    ? { kind: body.kind, draft: body.draft, level: body.level, context: body.context }
    : { kind: body.kind, draft: body.draft, step: body.step, context: body.context };
}

/** A new open draft, kept DRAFT_KEEP_DAYS from now; no session yet. */
export function newDraft(body: SaveDraftRequest, now: Date): StoredDraft {
  const at = now.toISOString();
  return {
    id: `draft-${randomUUID()}`,
    type: 'draft',
    ...contentOf(body),
    email: body.email,
    language: body.language,
    status: 'open',
    sessionHashes: [],
    createdAt: at,
    updatedAt: at,
    expiresAt: draftExpiry(now),
    ttl: DRAFT_TTL_SECONDS,
  };
}

/**
 * The draft with the request's content, kept DRAFT_KEEP_DAYS from this save; a save with an address
 * sends the links there from now on. The kind cannot change: a session is one wizard's.
 */
export function updatedDraft(
  stored: StoredDraft,
  body: SaveDraftRequest | UpdateDraftRequest,
  now: Date,
): StoredDraft {
  if (stored.kind !== body.kind)
    throw new DomainError(
      'conflict',
      'This saved form is of another kind.',
      undefined,
      'draft.kind.mismatch',
    );
  const { status: _status, recordId: _recordId, submittedAt: _submittedAt, ...rest } = stored;
  return {
    ...rest,
    ...contentOf(body),
    ...('email' in body ? { email: body.email } : {}),
    language: body.language,
    status: 'open',
    updatedAt: now.toISOString(),
    expiresAt: draftExpiry(now),
    ttl: DRAFT_TTL_SECONDS,
  } as StoredDraft;
}

/** Two windows of one draft saved at once: the later one is asked to try again. */
export function draftConflict(): DomainError {
  return new DomainError(
    'conflict',
    'This form was saved from another window. Please try again.',
    undefined,
    'draft.conflict',
  );
}

/** Queues the e-mail with a fresh link to the draft (the job makes the token: see draft-link-messages.ts). */
export function queueDraftLink(draftId: string): Promise<void> {
  return enqueueEmailJob({ kind: 'draft-link', jobId: `draft-link-${randomUUID()}`, draftId });
}
