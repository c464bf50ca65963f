import { createHash, randomBytes } from 'node:crypto';
import { DRAFT_TOKEN_PATTERN } from '@enroll/domain';

/** 32 bytes (256 bits) from the CSPRNG, base64url: a link token or a session secret. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of a token or secret: its SHA-256, hex. A leaked store opens nothing. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export const DRAFT_COOKIE = 'enroll_draft';
/** The cookie goes only to the drafts API: no other request carries it. */
export const DRAFT_COOKIE_PATH = '/api/drafts';

/** A draft session as the cookie carries it: the draft's id and the session's secret. */
export interface DraftSessionCookie {
  draftId: string;
  secret: string;
}

const DRAFT_ID_PATTERN = /^draft-[0-9a-f-]{36}$/;

/** `enroll_draft=<draftId>.<secret>` from the Cookie header; anything else is no session. */
export function readDraftCookie(header: string | null): DraftSessionCookie | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== DRAFT_COOKIE) continue;
    const [draftId, secret, extra] = rest.join('=').split('.');
    if (
      extra === undefined &&
      draftId &&
      secret &&
      DRAFT_ID_PATTERN.test(draftId) &&
      DRAFT_TOKEN_PATTERN.test(secret)
    )
      return { draftId, secret };
  }
  return null;
}

/**
 * The session cookie (OWASP session management): HttpOnly (no script reads it), Secure, SameSite=Strict
 * (no other site's page sends it), scoped to the drafts API, kept as long as the draft.
 */
export function draftCookieHeader(session: DraftSessionCookie, maxAgeSeconds: number): string {
  return [
    `${DRAFT_COOKIE}=${session.draftId}.${session.secret}`,
    `Path=${DRAFT_COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'Secure',
    'SameSite=Strict',
  ].join('; ');
}
