import { describe, expect, it } from 'vitest';
import { draftCookieHeader, hashSecret, newSecret, readDraftCookie } from './draft-tokens.ts';

const draftId = 'draft-0b6c3c4e-3f7a-4f57-9a53-7d1e3b5e9a10';

describe('draft tokens', () => {
  it('are 256 random bits in base64url, different every time, stored as a SHA-256', () => {
    const one = newSecret();
    expect(one).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(one, 'base64url')).toHaveLength(32);
    expect(newSecret()).not.toBe(one);
    expect(hashSecret(one)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecret(one)).not.toContain(one);
  });

  it('travel in an HttpOnly, Secure, SameSite=Strict cookie scoped to the drafts API', () => {
    const secret = newSecret();
    const header = draftCookieHeader({ draftId, secret }, 60);
    expect(header).toBe(
      `enroll_draft=${draftId}.${secret}; Path=/api/drafts; Max-Age=60; HttpOnly; Secure; SameSite=Strict`,
    );
    expect(readDraftCookie(`a=1; ${header.split(';')[0]}; b=2`)).toEqual({ draftId, secret });
  });

  it('read no session from a missing, malformed or foreign cookie', () => {
    const secret = newSecret();
    for (const header of [
      null,
      '',
      `other=${draftId}.${secret}`,
      `enroll_draft=${draftId}`,
      `enroll_draft=${draftId}.short`,
      `enroll_draft=x.${secret}`,
      `enroll_draft=${draftId}.${secret}.more`,
    ])
      expect(readDraftCookie(header)).toBeNull();
  });
});
