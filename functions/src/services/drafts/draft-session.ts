import {
  DomainError,
  DRAFT_MAX_SESSIONS,
  type DraftResponse,
  sessionOpensDraft,
  withSession,
} from '@enroll/domain';
import { DRAFT_TTL_SECONDS, readDraft, type StoredDraft } from '../../data/drafts-repository.ts';
import type { WithEtag } from '../../data/system-fields.ts';
import { draftCookieHeader, hashSecret, newSecret, readDraftCookie } from './draft-tokens.ts';

/**
 * No draft for this caller: no cookie, another draft's, a wrong secret or an expired draft all answer
 * the same 404 (never 401: the edge turns a 401 into the staff sign-in page).
 */
export function noDraftSession(): DomainError {
  return new DomainError(
    'notFound',
    'No saved form is open here. Please use the link we e-mailed you.',
    undefined,
    'draft.session.none',
  );
}

/** Whether the session cookie in the request's Cookie header opens `draft` (read already). */
export function cookieOpensDraft(cookieHeader: string | null, draft: StoredDraft | null, now: Date): boolean {
  const cookie = readDraftCookie(cookieHeader);
  if (!cookie) return false;
  return sessionOpensDraft(draft, { draftId: cookie.draftId, secretHash: hashSecret(cookie.secret) }, now);
}

/** The draft the session cookie in the request's Cookie header opens, or null. */
export async function draftOfSession(
  cookieHeader: string | null,
  now: Date,
): Promise<WithEtag<StoredDraft> | null> {
  const cookie = readDraftCookie(cookieHeader);
  if (!cookie) return null;
  const draft = await readDraft(cookie.draftId);
  return cookieOpensDraft(cookieHeader, draft, now) ? draft : null;
}

/** A new session for `draft`: the draft keeps its secret's hash, the caller gets the Set-Cookie header. */
export function withNewSession<T extends StoredDraft>(draft: T): { draft: T; setCookie: string } {
  const secret = newSecret();
  return {
    draft: {
      ...draft,
      sessionHashes: withSession(draft.sessionHashes, hashSecret(secret), DRAFT_MAX_SESSIONS),
    },
    setCookie: draftCookieHeader({ draftId: draft.id, secret }, DRAFT_TTL_SECONDS),
  };
}

/**
 * The draft as the page reads it: never its sessions; a submitted one only as its record and when it
 * was sent (a draft marked before the time was kept: when it was marked, the same minute).
 */
export function draftResponse(stored: StoredDraft): DraftResponse {
  if (stored.status === 'submitted')
    return {
      status: 'submitted',
      kind: stored.kind,
      recordId: stored.recordId ?? '',
      submittedAt: stored.submittedAt ?? stored.updatedAt,
    };
  const common = {
    status: 'open' as const,
    language: stored.language,
    email: stored.email,
    expiresAt: stored.expiresAt,
  };
  return stored.kind === 'registration'
    ? { ...common, kind: 'registration', draft: stored.draft, level: stored.level, context: stored.context }
    : { ...common, kind: 'lelo', draft: stored.draft, step: stored.step, context: stored.context };
}
