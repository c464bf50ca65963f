/**
 * The rules an e-mailed link and a draft session follow (OWASP forgot-password and session
 * management guidance): a link works DRAFT_LINK_HOURS and opens its draft on up to
 * DRAFT_LINK_MAX_OPENS devices (a family opens it on the phone, then on the laptop); a session opens
 * only the one draft it was made for, while that draft is kept. Pure: the hashing is the server's.
 */
import {
  DRAFT_KEEP_DAYS,
  DRAFT_LINK_HOURS,
  DRAFT_LINK_MAX_OPENS,
  type DraftAccessRefusal,
} from './saved-draft.ts';

/** A link as stored: only the hash of its token, the draft it opens, its expiry and how often it opened it. */
export interface StoredDraftLink {
  draftId: string;
  expiresAt: string;
  /** The devices it gave a session of its draft (absent: none yet). */
  opens?: number;
}

export function linkExpiry(now: Date): string {
  return new Date(now.getTime() + DRAFT_LINK_HOURS * 3600_000).toISOString();
}

export function draftExpiry(now: Date): string {
  return new Date(now.getTime() + DRAFT_KEEP_DAYS * 24 * 3600_000).toISOString();
}

/**
 * Whether the link found by its token's hash may give one more device a session now: none found (a
 * wrong token) is invalid; past its expiry is expired; once it has opened its draft on
 * DRAFT_LINK_MAX_OPENS devices it is used up (a forwarded or leaked link does not open it without end).
 */
export function checkDraftLink(link: StoredDraftLink | null, now: Date): DraftAccessRefusal | null {
  if (!link) return 'draft.link.invalid';
  if (Date.parse(link.expiresAt) <= now.getTime()) return 'draft.link.expired';
  if ((link.opens ?? 0) >= DRAFT_LINK_MAX_OPENS) return 'draft.link.used';
  return null;
}

/** A draft's sessions as stored: the hashes of the cookie secrets. */
export interface DraftSessions {
  id: string;
  expiresAt: string;
  sessionHashes: readonly string[];
}

/**
 * Whether a session (the draft id and its secret's hash, from the cookie) opens `draft`: the draft is
 * the session's own (another draft's session opens nothing else), it is still kept, and the hash is
 * one of its sessions'.
 */
export function sessionOpensDraft(
  draft: DraftSessions | null,
  session: { draftId: string; secretHash: string },
  now: Date,
): boolean {
  if (!draft || draft.id !== session.draftId) return false;
  if (Date.parse(draft.expiresAt) <= now.getTime()) return false;
  return draft.sessionHashes.includes(session.secretHash);
}

/** The draft's sessions with a new one first, keeping at most `max`. */
export function withSession(hashes: readonly string[], added: string, max: number): string[] {
  return [added, ...hashes.filter((hash) => hash !== added)].slice(0, max);
}
