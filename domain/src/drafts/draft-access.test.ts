import { describe, expect, it } from 'vitest';
import { emptyRegistrationDraft } from '../registration/registration-draft.ts';
import { checkDraftLink, draftExpiry, linkExpiry, sessionOpensDraft, withSession } from './draft-access.ts';
import { DRAFT_LINK_MAX_OPENS, exchangeDraftRequestSchema, saveDraftRequestSchema } from './saved-draft.ts';

const now = new Date('2026-11-24T12:00:00.000Z');

describe('a draft link', () => {
  it('works until 24 hours after it was made', () => {
    const link = { draftId: 'd1', expiresAt: linkExpiry(now) };
    expect(link.expiresAt).toBe('2026-11-25T12:00:00.000Z');
    expect(checkDraftLink(link, new Date('2026-11-25T11:59:59.000Z'))).toBeNull();
  });

  it('is expired from its 24th hour on', () => {
    const link = { draftId: 'd1', expiresAt: linkExpiry(now) };
    expect(checkDraftLink(link, new Date('2026-11-25T12:00:00.000Z'))).toBe('draft.link.expired');
  });

  it('opens its draft on a second device (the phone, then the laptop) and on up to 5 in all', () => {
    expect(DRAFT_LINK_MAX_OPENS).toBe(5);
    const link = { draftId: 'd1', expiresAt: linkExpiry(now) };
    expect(checkDraftLink({ ...link, opens: 1 }, now)).toBeNull();
    expect(checkDraftLink({ ...link, opens: 4 }, now)).toBeNull();
    expect(checkDraftLink({ ...link, opens: 5 }, now)).toBe('draft.link.used');
  });

  it('is expired past its hours however few devices it opened', () => {
    const link = { draftId: 'd1', expiresAt: linkExpiry(now), opens: 5 };
    expect(checkDraftLink(link, new Date('2026-11-25T12:00:00.000Z'))).toBe('draft.link.expired');
  });

  it('is invalid when no stored link has the token’s hash (a wrong token)', () => {
    expect(checkDraftLink(null, now)).toBe('draft.link.invalid');
  });

  it('carries a 43-character base64url token (256 bits); anything else is a 400', () => {
    expect(exchangeDraftRequestSchema.safeParse({ token: 'a'.repeat(43) }).success).toBe(true);
    for (const token of ['a'.repeat(42), 'a'.repeat(44), `${'a'.repeat(42)}=`, `${'a'.repeat(42)}/`, 7]) {
      const result = exchangeDraftRequestSchema.safeParse({ token });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('draft.link.invalid');
    }
  });
});

describe('a draft session', () => {
  const draft = { id: 'd1', expiresAt: draftExpiry(now), sessionHashes: ['h1', 'h2'] };

  it('opens its own draft while it is kept (30 days)', () => {
    expect(draft.expiresAt).toBe('2026-12-24T12:00:00.000Z');
    expect(sessionOpensDraft(draft, { draftId: 'd1', secretHash: 'h2' }, now)).toBe(true);
  });

  it('opens no other draft, even with a hash that draft knows', () => {
    expect(sessionOpensDraft(draft, { draftId: 'd2', secretHash: 'h1' }, now)).toBe(false);
    const other = { ...draft, id: 'd2', sessionHashes: ['h9'] };
    expect(sessionOpensDraft(other, { draftId: 'd2', secretHash: 'h1' }, now)).toBe(false);
  });

  it('opens nothing with a wrong secret, a missing draft or after the draft expired', () => {
    expect(sessionOpensDraft(draft, { draftId: 'd1', secretHash: 'h3' }, now)).toBe(false);
    expect(sessionOpensDraft(null, { draftId: 'd1', secretHash: 'h1' }, now)).toBe(false);
    expect(sessionOpensDraft(draft, { draftId: 'd1', secretHash: 'h1' }, new Date(draft.expiresAt))).toBe(
      false,
    );
  });

  it('keeps the newest sessions first, at most the given number', () => {
    expect(withSession(['h1', 'h2', 'h3'], 'h4', 3)).toEqual(['h4', 'h1', 'h2']);
    expect(withSession(['h1', 'h2'], 'h2', 3)).toEqual(['h2', 'h1']);
  });
});

describe('a saved draft', () => {
  const valid = {
    kind: 'registration',
    draft: { ...emptyRegistrationDraft(), firstName: 'Ana' },
    level: 5,
    context: { site: 'a'.repeat(24) },
    email: ' Parent@Example.com ',
    language: 'es',
  };

  it('is validated with the wizard’s draft schema; the address is trimmed and lower-cased', () => {
    const result = saveDraftRequestSchema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe('parent@example.com');
  });

  it('refuses wrong field types, an unknown kind, a bad site id, a bad address and an unknown step', () => {
    const bad = [
      { ...valid, draft: { firstName: 7 } },
      { ...valid, kind: 'other' },
      { ...valid, context: { site: '../x' } },
      { ...valid, email: 'nope' },
      { ...valid, level: 99 },
      { ...valid, kind: 'lelo', step: 'nowhere', context: { permalink: 'summer' }, draft: {} },
    ];
    for (const body of bad) expect(saveDraftRequestSchema.safeParse(body).success).toBe(false);
  });

  it('keeps no Lelo signature image', () => {
    const lelo = {
      kind: 'lelo',
      step: 'agreement',
      context: { permalink: 'summer-2027' },
      draft: { firstName: 'Ana', studentSignature: 'data:image/png;base64,AAAA' },
      email: 'a@b.co',
    };
    expect(saveDraftRequestSchema.safeParse(lelo).success).toBe(false);
    const result = saveDraftRequestSchema.safeParse({ ...lelo, draft: { firstName: 'Ana' } });
    expect(result.success).toBe(true);
  });

  it('takes a Lelo draft saved before the classes step, with no course yet, and bounds the courses', () => {
    const lelo = {
      kind: 'lelo',
      step: 'parent',
      context: { permalink: 'summer-2027' },
      draft: { firstName: 'Ana', courses: [] },
      email: 'a@b.co',
    };
    expect(saveDraftRequestSchema.safeParse(lelo).success).toBe(true);
    const course = (id: string) => ({ id, course_name: `Course ${id}` });
    const five = ['a', 'b', 'c', 'd', 'e'].map(course);
    expect(saveDraftRequestSchema.safeParse({ ...lelo, draft: { courses: five } }).success).toBe(false);
  });
});
