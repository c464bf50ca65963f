import { createHash, randomUUID } from 'node:crypto';
import type { DraftResponse, OpenDraftResponse, SaveDraftResponse, Site } from '@enroll/domain';
import { emptyLeloDraft, emptyRegistrationDraft } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { insertPreRegistration, readLeloSession } from '../support/lelo.ts';
import {
  api,
  db,
  type OutboxMessage,
  outboxMessages,
  postJson,
  waitForOutbox,
} from '../support/local-stack.ts';
import { seedRegistration } from '../support/registration-fixtures.ts';

const drafts = db.container('drafts');

async function aSite(): Promise<Site> {
  const { body } = await api('/api/sites?brand=Learn4Life&state=CA');
  const [found] = body as Site[];
  if (!found) throw new Error('no seeded Learn4Life site');
  return found;
}

function saveBody(siteId: string, email: string, overrides: Record<string, unknown> = {}) {
  return {
    kind: 'registration',
    draft: { ...emptyRegistrationDraft(), firstName: 'Ana', lastName: 'Draft', pgPrimaryEmail: email },
    level: 5,
    context: { site: siteId },
    email,
    language: 'en',
    ...overrides,
  };
}

const uniqueEmail = () => `draft.${randomUUID().slice(0, 8)}@example.com`;

/** The `enroll_draft=...` pair of a response's Set-Cookie, as a browser would send it back. */
function sessionCookie(headers: Headers): string {
  const cookie = headers.getSetCookie().find((value) => value.startsWith('enroll_draft='));
  if (!cookie) throw new Error('no draft session cookie was set');
  return cookie.split(';')[0] ?? '';
}

/** The token of the link in an e-mail (/resume#token=...). */
function tokenOf(message: OutboxMessage | undefined): string {
  const token = /\/resume#token=([A-Za-z0-9_-]{43})/.exec(message?.text ?? '')?.[1];
  if (!token) throw new Error('no draft link in the e-mail');
  return token;
}

async function linksTo(email: string, count: number): Promise<OutboxMessage[]> {
  const found = await waitForOutbox((message) => message.to === email, count);
  expect(found).toHaveLength(count);
  return found.sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

function exchange(token: unknown) {
  return postJson('/api/drafts/exchange', { token });
}

/** The wizard's autosave by the session of `cookie`: the draft at `level`, its address left as stored. */
function autosaveAt(cookie: string, siteId: string, email: string, level: number) {
  return api('/api/drafts/current', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ ...saveBody(siteId, email), email: undefined, level }),
  });
}

async function savedDraft(email = uniqueEmail()) {
  const site = await aSite();
  const saved = await postJson('/api/drafts', saveBody(site.id, email));
  expect(saved.status).toBe(201);
  const [mail] = await linksTo(email, 1);
  return { site, email, saved, cookie: sessionCookie(saved.headers), token: tokenOf(mail) };
}

describe('saved drafts', () => {
  it('saves a draft, e-mails a link and restores the draft and step from it', async () => {
    const { site, email, saved, token } = await savedDraft();
    expect(saved.body as SaveDraftResponse).toMatchObject({ email, linkHours: 24 });
    const setCookie = saved.headers.getSetCookie().find((value) => value.startsWith('enroll_draft='));
    expect(setCookie).toMatch(/; Path=\/api\/drafts; Max-Age=2592000; HttpOnly; Secure; SameSite=Strict$/);

    // Stored: the draft with its session's hash only; the link by its token's hash, never the token.
    const draftId = /^enroll_draft=(draft-[0-9a-f-]+)\./.exec(setCookie ?? '')?.[1] ?? '';
    const { resource: stored } = await drafts.item(draftId, draftId).read();
    expect(stored).toMatchObject({ type: 'draft', status: 'open', email, level: 5, ttl: 2592000 });
    expect(JSON.stringify(stored)).not.toContain(setCookie?.split('.')[1]?.split(';')[0]);
    const hash = createHash('sha256').update(token).digest('hex');
    const { resource: link } = await drafts.item(`link-${hash}`, `link-${hash}`).read();
    expect(link).toMatchObject({ type: 'link', draftId });
    expect(JSON.stringify(link)).not.toContain(token);

    const opened = await exchange(token);
    expect(opened.status).toBe(200);
    const draft = opened.body as OpenDraftResponse;
    expect(draft).toMatchObject({ status: 'open', kind: 'registration', level: 5, email, language: 'en' });
    expect(draft.kind === 'registration' && draft.draft.firstName).toBe('Ana');

    // The new device's session reads and autosaves the draft.
    const cookie = sessionCookie(opened.headers);
    const autosave = await autosaveAt(cookie, site.id, email, 6);
    expect(autosave.status).toBe(200);
    const current = await api('/api/drafts/current', { headers: { Cookie: cookie } });
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ status: 'open', level: 6 });
  });

  it('opens the draft from one link on a second device while it is open (the phone, then the laptop)', async () => {
    const { site, email, cookie: savedOn, token } = await savedDraft();
    const linkId = `link-${createHash('sha256').update(token).digest('hex')}`;
    const opensOf = async () => (await drafts.item(linkId, linkId).read()).resource?.opens ?? 0;

    // The phone that saved taps the link: its own session reopens the draft, nothing counted or set.
    const onPhone = await api('/api/drafts/exchange', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: savedOn },
      body: JSON.stringify({ token }),
    });
    expect(onPhone.status).toBe(200);
    expect(onPhone.body).toMatchObject({ status: 'open', level: 5, email });
    expect(onPhone.headers.getSetCookie()).toEqual([]);
    expect(await opensOf()).toBe(0);

    // The laptop opens the same link: a session of its own, and both devices autosave the one draft.
    const onLaptop = await exchange(token);
    expect(onLaptop.status).toBe(200);
    expect(onLaptop.body).toMatchObject({ status: 'open', level: 5, email });
    const laptop = sessionCookie(onLaptop.headers);
    expect(laptop).not.toBe(savedOn);
    expect(await opensOf()).toBe(1);
    const autosave = await autosaveAt(laptop, site.id, email, 7);
    expect(autosave.status).toBe(200);
    const onPhoneNow = await api('/api/drafts/current', { headers: { Cookie: savedOn } });
    expect(onPhoneNow.body).toMatchObject({ status: 'open', level: 7 });

    // Stored: still only hashes (the draft keeps one per device), never the token or a secret.
    const draftId = /^enroll_draft=(draft-[0-9a-f-]+)\./.exec(laptop)?.[1] ?? '';
    const { resource: stored } = await drafts.item(draftId, draftId).read();
    expect(stored.sessionHashes).toHaveLength(2);
    for (const secret of [token, laptop.split('.')[1], savedOn.split('.')[1]])
      expect(JSON.stringify(stored)).not.toContain(secret);
  });

  it('opens a draft on up to 5 devices from one link, then asks for a new link', async () => {
    const { token } = await savedDraft();
    // Five devices in parallel: the conditional count lets each one in, none twice.
    const opened = await Promise.all([1, 2, 3, 4, 5].map(() => exchange(token)));
    expect(opened.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await exchange(token);
    expect(sixth.status).toBe(410);
    expect(sixth.body).toMatchObject({
      code: 'draft.link.used',
      message: 'This link has already opened your form on 5 devices. Please ask for a new one.',
    });
  });

  it('refuses an expired link and a token no link has', async () => {
    const { token } = await savedDraft();
    const id = `link-${createHash('sha256').update(token).digest('hex')}`;
    const { resource } = await drafts.item(id, id).read();
    await drafts.item(id, id).replace({ ...resource, expiresAt: new Date(Date.now() - 1000).toISOString() });
    const expired = await exchange(token);
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({
      code: 'draft.link.expired',
      message: 'This link has expired. Links work for 24 hours. Please ask for a new one.',
    });
    const wrong = await exchange(`${token.slice(0, 42)}${token.endsWith('A') ? 'B' : 'A'}`);
    expect(wrong.status).toBe(410);
    expect(wrong.body).toMatchObject({ code: 'draft.link.invalid' });
  });

  it('opens with a session cookie only its own draft', async () => {
    const one = await savedDraft();
    const two = await savedDraft();
    const [, twoId] = /^enroll_draft=(draft-[0-9a-f-]+)\./.exec(two.cookie) ?? [];
    const secretOfOne = one.cookie.split('.')[1] ?? '';
    for (const cookie of [`enroll_draft=${twoId}.${secretOfOne}`, 'enroll_draft=nonsense', '']) {
      const read = await api('/api/drafts/current', { headers: { Cookie: cookie } });
      expect(read.status).toBe(404);
      expect(read.body).toMatchObject({ code: 'draft.session.none' });
    }
    const own = await api('/api/drafts/current', { headers: { Cookie: one.cookie } });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ email: one.email });
  });

  it('answers 400 with field errors to bad bodies, never 500', async () => {
    const site = await aSite();
    const cases: [string, unknown, string][] = [
      ['/api/drafts', saveBody(site.id, 'not-an-address'), 'email'],
      ['/api/drafts', saveBody(site.id, uniqueEmail(), { draft: { firstName: 7 } }), 'draft.firstName'],
      ['/api/drafts', saveBody('../etc', uniqueEmail(), { context: { site: '../etc' } }), 'context.site'],
      ['/api/drafts', saveBody(site.id, uniqueEmail(), { kind: 'other' }), 'kind'],
      ['/api/drafts/exchange', { token: 'short' }, 'token'],
      ['/api/drafts/continue', { email: 'nope' }, 'email'],
    ];
    for (const [path, body, field] of cases) {
      const answer = await postJson(path, body);
      expect(answer.status, `${path} ${field}`).toBe(400);
      const errors = (answer.body as { errors?: { field: string }[] }).errors ?? [];
      expect(errors.map((error) => error.field)).toContain(field);
    }
    const notJson = await api('/api/drafts', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '{}',
    });
    expect(notJson.status).toBe(415);
  });

  it('"Continue a saved form" answers the same for any address and e-mails only a stored one', async () => {
    const { email } = await savedDraft();
    const unknown = uniqueEmail();
    const forUnknown = await postJson('/api/drafts/continue', { email: unknown });
    const forKnown = await postJson('/api/drafts/continue', { email: email.toUpperCase() });
    expect(forUnknown.status).toBe(202);
    expect(forKnown.status).toBe(202);
    expect(forKnown.body).toEqual(forUnknown.body);
    const [, fresh] = await linksTo(email, 2);
    expect((await exchange(tokenOf(fresh))).status).toBe(200);
    expect((await outboxMessages()).filter((message) => message.to === unknown)).toHaveLength(0);
  });

  it('marks the draft submitted only with the record’s own uuid; its links then say it was already sent, and when', async () => {
    const { site, email, cookie, token: first } = await savedDraft();
    await postJson('/api/drafts/continue', { email });
    const [, second] = await linksTo(email, 2);
    const { resource: storedSite } = await db.container('sites').item(site.id, site.id).read<Site>();
    if (!storedSite) throw new Error('site not stored');
    // Sent at 9:30 PM on March 14 in Los Angeles, already March 15 in UTC: the day is the business day.
    const sentAt = '2026-03-15T04:30:00.000Z';
    const record = await seedRegistration(storedSite, randomUUID().slice(0, 8), { submittedAt: sentAt });
    const submitted = (recordUuid: string) =>
      api('/api/drafts/current/submitted', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify({ recordId: record.id, recordUuid }),
      });
    const wrong = await submitted(randomUUID());
    expect(wrong.status).toBe(400);
    const right = await submitted(record._uuid);
    expect(right.status).toBe(200);
    const sent: DraftResponse = {
      status: 'submitted',
      kind: 'registration',
      recordId: record.id,
      submittedAt: sentAt,
    };
    expect(right.body).toEqual(sent);
    const opened = await exchange(tokenOf(second));
    expect(opened.status).toBe(200);
    expect(opened.body as DraftResponse).toEqual(sent);
    expect(opened.headers.getSetCookie()).toEqual([]);
    // The first link, past its 24 hours: it still says the form was sent, not that it expired.
    const id = `link-${createHash('sha256').update(first).digest('hex')}`;
    const { resource } = await drafts.item(id, id).read();
    await drafts.item(id, id).replace({ ...resource, expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect((await exchange(first)).body).toEqual(sent);

    // 'Continue a saved form' with that address: the same 202, and an e-mail with the day it was sent.
    const unknown = await postJson('/api/drafts/continue', { email: uniqueEmail() });
    const known = await postJson('/api/drafts/continue', { email });
    expect(known.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    const [, , notice] = await linksTo(email, 3);
    expect(notice?.subject).toBe('Your student registration was already sent');
    expect(notice?.text).toContain(
      'Your student registration was already sent on March 14, 2026, so there is nothing left to fill in.',
    );
    expect(notice?.text).not.toContain('/resume#token=');
  });

  it('saves a Lelo draft before its classes step (no course yet, no signature), restores it, and marks it submitted with the entry', async () => {
    const email = uniqueEmail();
    const { permalink } = await readLeloSession();
    const lelo = {
      kind: 'lelo',
      draft: { ...emptyLeloDraft(), permalink, firstName: 'Ana', pgPrimaryEmail: email },
      step: 'parent',
      context: { permalink },
      email,
      language: 'es',
    };
    const refused = await postJson('/api/drafts', {
      ...lelo,
      draft: { ...lelo.draft, parentSignature: 'data:image/png;base64,AAAA' },
    });
    expect(refused.status).toBe(400);
    const saved = await postJson('/api/drafts', lelo);
    expect(saved.status).toBe(201);
    const cookie = sessionCookie(saved.headers);
    await postJson('/api/drafts/continue', { email });
    const [first, second] = await linksTo(email, 2);
    const opened = await exchange(tokenOf(first));
    expect(opened.status).toBe(200);
    expect(opened.body as OpenDraftResponse).toMatchObject({
      status: 'open',
      kind: 'lelo',
      step: 'parent',
      context: { permalink },
      language: 'es',
      draft: { firstName: 'Ana', courses: [], parentSignature: '' },
    });
    const entry = await insertPreRegistration();
    const submitted = await api('/api/drafts/current/submitted', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ recordId: entry.id, recordUuid: entry._uuid }),
    });
    expect(submitted.status).toBe(200);
    expect((await exchange(tokenOf(second))).body as DraftResponse).toEqual({
      status: 'submitted',
      kind: 'lelo',
      recordId: entry.id,
      // A pre-registration not signed yet has no signing time: the time it was marked.
      submittedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('saves an interest link’s draft without a link, and never over another wizard’s draft', async () => {
    const site = await aSite();
    const email = uniqueEmail();
    const uuid = randomUUID();
    const silent = await postJson('/api/drafts', {
      ...saveBody(site.id, email, { context: { site: site.id, uuid } }),
      sendLink: false,
    });
    expect(silent.status).toBe(201);
    const cookie = sessionCookie(silent.headers);
    const kept = await api('/api/drafts/current', { headers: { Cookie: cookie } });
    expect(kept.body).toMatchObject({ status: 'open', context: { site: site.id, uuid } });
    // Another wizard (no interest link) saved with that session: a draft of its own, with its link.
    const other = await api('/api/drafts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify(saveBody(site.id, email)),
    });
    expect(other.status).toBe(201);
    expect(sessionCookie(other.headers)).not.toBe(cookie);
    // Only the second save e-mailed a link.
    const [mail] = await linksTo(email, 1);
    const opened = await exchange(tokenOf(mail));
    expect(opened.body).toMatchObject({ context: { site: site.id } });
    expect((opened.body as OpenDraftResponse).context).not.toHaveProperty('uuid');
    const { resources } = await drafts.items
      .query({
        query: "SELECT c.id FROM c WHERE c.type = 'draft' AND c.email = @email",
        parameters: [{ name: '@email', value: email }],
      })
      .fetchAll();
    expect(resources).toHaveLength(2);
  });
});
