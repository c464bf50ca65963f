import type { ItemDefinition } from '@azure/cosmos';
import type { ConfirmationTemplateRecord, EmailTemplateRecord, LeloConfirmation, Site } from '@enroll/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_SESSION_ID, offeredCourse, readOffering } from '../support/lelo.ts';
import { minorLancasterSubmission, submitLelo } from '../support/lelo-submission.ts';
import {
  api,
  db,
  type OutboxMessage,
  outboxMessages,
  seededNamed,
  waitForOutbox,
} from '../support/local-stack.ts';
import { PALMDALE_ID } from '../support/seeded-sites.ts';
import { fieldErrorsOf } from '../support/staff-api.ts';
import { callAs, STAFF, upsertStaffSeed } from '../support/staff-auth.ts';

/*
 * The confirmation page and notification e-mail templates: GET, POST and PUT of
 * /api/lelotemplate and /api/leloEmailTemplate by role and charter, their 400s, 428 and 409s, the
 * HTML sanitised on save, and the saved e-mail settings used by the Lelo notification e-mail.
 * The writes go to the expired session (no other suite reads its templates) and, for the e-mail
 * test, to Flex High - Palmdale in the active session, whose templates are removed afterwards.
 */

const SESSION = 'lelo-session-expired';
const SESSION_PERMALINK = 'spring-intersession-2026';
const templates = db.container('templates');

let kingsport: Site; // Holston: the Contributor's charter
let quartzHill: Site; // Sierra Valley: the Admin's and the User's
let westPalmdale: Site; // Sierra Valley too

const siteNamed = (name: string) => seededNamed<Site>('sites', name);

const path = (kind: 'lelotemplate' | 'leloEmailTemplate', site: Site, session = SESSION) =>
  `/api/${kind}/${site.charter.id}/${session}/${site.id}`;

const scopeOf = (site: Site, session = SESSION) => ({
  charter_id: site.charter.id,
  siteId: site.id,
  LeloRegistrationProfile: session,
  // Sent as the screens send them; the server stores the site's and the session's own.
  permaLink: 'not-the-permalink',
  learningCenters: 'Not the name',
});

const post = (who: string, kind: 'lelotemplate' | 'leloEmailTemplate', body: unknown) =>
  callAs(who, `/api/${kind}`, { method: 'POST', body });
const put = (who: string, target: string, body: unknown, etag?: string) =>
  callAs(who, target, { method: 'PUT', body, headers: etag ? { 'If-Match': etag } : {} });

async function stored<T extends ItemDefinition = ItemDefinition>(id: string): Promise<T | undefined> {
  return (await templates.item(id, id).read<T>()).resource;
}

beforeAll(async () => {
  await upsertStaffSeed();
  [kingsport, quartzHill, westPalmdale] = await Promise.all([
    siteNamed('Holston - Kingsport'),
    siteNamed('Learn4Life - Quartz Hill'),
    siteNamed('Learn4Life - West Palmdale'),
  ]);
});

describe('the confirmation template (/api/lelotemplate)', () => {
  it('is created once (sanitised, placed by the stored site and session), then updated with If-Match', async () => {
    const target = path('lelotemplate', kingsport);
    const before = await api(target);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ templateMessage: '', templateMessageEs: '', exists: false });
    expect(before.headers.get('etag')).toBeNull();

    const written =
      '<p>Welcome, <strong>{{firstName}}</strong> {{lastName}}!<script>alert(1)</script></p>' +
      '<img src="x" onerror="alert(1)"><p onmouseover="steal()">ID {{_uuid}}</p>' +
      '<p><a href="javascript:alert(1)">bad</a> <a href="https://learn4life.org">good</a></p>';
    const clean =
      '<p>Welcome, <strong>{{firstName}}</strong> {{lastName}}!</p><p>ID {{_uuid}}</p>' +
      '<p><a>bad</a> <a href="https://learn4life.org" target="_blank" rel="noopener noreferrer">good</a></p>';
    const created = await post(STAFF.contributor, 'lelotemplate', {
      ...scopeOf(kingsport),
      templateMessage: written,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ templateMessage: clean, templateMessageEs: '', exists: true });
    const etag = created.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const id = `confirmation_${SESSION}_${kingsport.id}`;
    expect(await stored<ConfirmationTemplateRecord>(id)).toMatchObject({
      id,
      kind: 'confirmation',
      templateMessage: clean,
      charter_id: kingsport.charter.id,
      permaLink: SESSION_PERMALINK,
      learningCenters: 'Holston - Kingsport',
      siteId: kingsport.id,
      LeloRegistrationProfile: SESSION,
    });
    const read = await api(target);
    expect(read.body).toEqual({ templateMessage: clean, templateMessageEs: '', exists: true });
    expect(read.headers.get('etag')).toBe(etag);

    // A second create is refused: the screen updates what exists.
    const again = await post(STAFF.contributor, 'lelotemplate', {
      ...scopeOf(kingsport),
      templateMessage: '<p>x</p>',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'template.exists' });

    const body = { ...scopeOf(kingsport), templateMessage: '<p>Updated for {{firstName}}</p>' };
    const missing = await put(STAFF.contributor, target, body);
    expect(missing.status).toBe(428);
    expect(missing.body).toMatchObject({ code: 'template.ifMatch.required' });
    const stale = await put(STAFF.contributor, target, body, '"stale"');
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'template.conflict',
      message: 'This template was changed by someone else. Please reload it and try again.',
    });
    expect((await stored<ConfirmationTemplateRecord>(id))?.templateMessage).toBe(clean);

    const updated = await put(STAFF.contributor, target, body, etag);
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      templateMessage: '<p>Updated for {{firstName}}</p>',
      templateMessageEs: '',
      exists: true,
    });
    const newEtag = updated.headers.get('etag');
    expect(newEtag).not.toBe(etag);
    // The first version's ETag is stale now.
    expect((await put(STAFF.contributor, target, body, etag)).status).toBe(409);
    expect((await api(target)).headers.get('etag')).toBe(newEtag);
  });

  it('answers 404 for a template not stored yet, and 400 with field errors for a bad body', async () => {
    const target = path('lelotemplate', westPalmdale);
    const notStored = await put(
      STAFF.admin,
      target,
      { ...scopeOf(westPalmdale), templateMessage: '<p>x</p>' },
      '"x"',
    );
    expect(notStored.status).toBe(404);

    const tooLong = await post(STAFF.admin, 'lelotemplate', {
      ...scopeOf(westPalmdale),
      templateMessage: 'x'.repeat(20_001),
    });
    expect(tooLong.status).toBe(400);
    expect(fieldErrorsOf(tooLong.body).templateMessage).toMatchObject({
      code: 'template.message.max',
      message: 'The message is too long.',
    });
    const spanishTooLong = await post(STAFF.admin, 'lelotemplate', {
      ...scopeOf(westPalmdale),
      templateMessage: '<p>x</p>',
      templateMessageEs: 'x'.repeat(20_001),
    });
    expect(spanishTooLong.status).toBe(400);
    expect(fieldErrorsOf(spanishTooLong.body).templateMessageEs).toMatchObject({
      code: 'template.message.max',
      message: 'The message is too long.',
    });
    const spanishNotText = await post(STAFF.admin, 'lelotemplate', {
      ...scopeOf(westPalmdale),
      templateMessageEs: ['<p>x</p>'],
    });
    expect(spanishNotText.status).toBe(400);
    expect(Object.keys(fieldErrorsOf(spanishNotText.body))).toEqual(['templateMessageEs']);
    const badIds = await post(STAFF.admin, 'lelotemplate', {
      templateMessage: '<p>x</p>',
      charter_id: '',
      siteId: 'not-a-site',
      LeloRegistrationProfile: '../x',
    });
    expect(badIds.status).toBe(400);
    expect(Object.keys(fieldErrorsOf(badIds.body)).sort()).toEqual([
      'LeloRegistrationProfile',
      'charter_id',
      'siteId',
    ]);
    const notJson = await callAs(STAFF.admin, '/api/lelotemplate', {
      method: 'POST',
      body: undefined,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    // An update's body names the template of its address.
    const mismatch = await put(
      STAFF.admin,
      target,
      { ...scopeOf(quartzHill), templateMessage: '<p>x</p>' },
      '"x"',
    );
    expect(mismatch.status).toBe(400);
    expect(fieldErrorsOf(mismatch.body).siteId?.code).toBe('template.scope.mismatch');
    expect(await stored(`confirmation_${SESSION}_${westPalmdale.id}`)).toBeUndefined();
  });

  it('keeps each role to its level and its charters: another charter, site or session is 404', async () => {
    const body = { ...scopeOf(quartzHill), templateMessage: '<p>Quartz Hill</p>' };
    // The User reads but does not write.
    expect((await post(STAFF.user, 'lelotemplate', body)).status).toBe(403);
    // The Contributor's charters are Flex High and Holston, not Sierra Valley.
    expect((await post(STAFF.contributor, 'lelotemplate', body)).status).toBe(404);
    // A site of another charter than the one named, an unknown session or site.
    expect(
      (await post(STAFF.admin, 'lelotemplate', { ...body, charter_id: kingsport.charter.id })).status,
    ).toBe(404);
    expect(
      (await post(STAFF.admin, 'lelotemplate', { ...body, LeloRegistrationProfile: 'lelo-session-none' }))
        .status,
    ).toBe(404);
    expect(
      (await post(STAFF.admin, 'lelotemplate', { ...body, siteId: '0123456789abcdef01234567' })).status,
    ).toBe(404);
    expect(await stored(`confirmation_${SESSION}_${quartzHill.id}`)).toBeUndefined();

    const created = await post(STAFF.admin, 'lelotemplate', body);
    expect(created.status).toBe(201);
    const etag = created.headers.get('etag') ?? '';
    const target = path('lelotemplate', quartzHill);
    expect((await put(STAFF.contributor, target, body, etag)).status).toBe(404);
    expect((await put(STAFF.user, target, body, etag)).status).toBe(403);
    const bySuperAdmin = await put(
      STAFF.superAdmin,
      target,
      { ...body, templateMessage: '<p>By the Super Admin</p>' },
      etag,
    );
    expect(bySuperAdmin.status).toBe(200);
    // The Contributor's own charter works for the Super Admin as well.
    expect((await api(target)).body).toEqual({
      templateMessage: '<p>By the Super Admin</p>',
      templateMessageEs: '',
      exists: true,
    });
  });
});

describe('the Spanish confirmation message (templateMessageEs)', () => {
  it('is stored sanitised beside the English one, kept by an update that leaves it out, removed when blank', async () => {
    const site = await siteNamed('Learn4Life - Lancaster');
    const target = path('lelotemplate', site);
    const id = `confirmation_${SESSION}_${site.id}`;
    const created = await post(STAFF.admin, 'lelotemplate', {
      ...scopeOf(site),
      templateMessage: '<p>Welcome, {{firstName}}!</p>',
      templateMessageEs:
        '<p>¡Bienvenida, <strong>{{firstName}}</strong>!<script>alert(1)</script></p>' +
        '<p onclick="steal()">Su número es {{_uuid}}. <a href="javascript:alert(1)">mal</a></p>',
    });
    expect(created.status).toBe(201);
    const spanish =
      '<p>¡Bienvenida, <strong>{{firstName}}</strong>!</p><p>Su número es {{_uuid}}. <a>mal</a></p>';
    expect(created.body).toEqual({
      templateMessage: '<p>Welcome, {{firstName}}!</p>',
      templateMessageEs: spanish,
      exists: true,
    });
    expect(await stored<ConfirmationTemplateRecord>(id)).toMatchObject({
      templateMessage: '<p>Welcome, {{firstName}}!</p>',
      templateMessageEs: spanish,
    });
    // The public read (the confirmation screen of staff) has both, with the ETag.
    const read = await api(target);
    expect(read.body).toEqual(created.body);
    const etag = read.headers.get('etag') ?? '';
    expect(etag).toBe(created.headers.get('etag'));

    // A client that does not know the Spanish message cannot erase it.
    const english = await put(
      STAFF.admin,
      target,
      { ...scopeOf(site), templateMessage: '<p>Hello, {{firstName}}!</p>' },
      etag,
    );
    expect(english.status).toBe(200);
    expect(english.body).toEqual({
      templateMessage: '<p>Hello, {{firstName}}!</p>',
      templateMessageEs: spanish,
      exists: true,
    });
    // A stale ETag changes nothing.
    const stale = await put(STAFF.admin, target, { ...scopeOf(site), templateMessageEs: '' }, etag);
    expect(stale.status).toBe(409);
    expect((await stored<ConfirmationTemplateRecord>(id))?.templateMessageEs).toBe(spanish);

    const removed = await put(
      STAFF.admin,
      target,
      { ...scopeOf(site), templateMessage: '<p>Hello, {{firstName}}!</p>', templateMessageEs: '' },
      english.headers.get('etag') ?? '',
    );
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({
      templateMessage: '<p>Hello, {{firstName}}!</p>',
      templateMessageEs: '',
      exists: true,
    });
    expect((await stored<ConfirmationTemplateRecord>(id))?.templateMessageEs).toBe('');
  });
});

describe('the e-mail template (/api/leloEmailTemplate)', () => {
  it('is read by staff of its charter only, created once, then updated with If-Match', async () => {
    const target = path('leloEmailTemplate', quartzHill);
    const none = await callAs(STAFF.user, target);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ email: [], pgPrimaryEmail: true, studentEmail: true, exists: false });
    expect(none.headers.get('etag')).toBeNull();
    expect((await callAs(STAFF.contributor, target)).status).toBe(404);
    expect((await callAs(null, target)).status).toBe(401);

    const body = {
      ...scopeOf(quartzHill),
      email: ' office@learn4life.example, ,registrar@learn4life.example ,',
      pgPrimaryEmail: true,
      studentEmail: false,
    };
    expect((await post(STAFF.user, 'leloEmailTemplate', body)).status).toBe(403);
    expect((await post(STAFF.contributor, 'leloEmailTemplate', body)).status).toBe(404);
    const created = await post(STAFF.admin, 'leloEmailTemplate', body);
    expect(created.status).toBe(201);
    const settings = {
      email: ['office@learn4life.example', 'registrar@learn4life.example'],
      pgPrimaryEmail: true,
      studentEmail: false,
      exists: true,
    };
    expect(created.body).toEqual(settings);
    const etag = created.headers.get('etag') ?? '';
    const id = `email_${SESSION}_${quartzHill.id}`;
    expect(await stored<EmailTemplateRecord>(id)).toMatchObject({
      kind: 'email',
      email: settings.email,
      permaLink: SESSION_PERMALINK,
      learningCenters: 'Learn4Life - Quartz Hill',
      charter_id: quartzHill.charter.id,
    });
    const read = await callAs(STAFF.user, target);
    expect(read.body).toEqual(settings);
    expect(read.headers.get('etag')).toBe(etag);
    expect((await post(STAFF.admin, 'leloEmailTemplate', body)).body).toMatchObject({
      code: 'template.exists',
    });

    const change = { ...body, email: ['office@learn4life.example'], studentEmail: true };
    expect((await put(STAFF.admin, target, change)).status).toBe(428);
    expect((await put(STAFF.admin, target, change, '"stale"')).status).toBe(409);
    expect((await put(STAFF.contributor, target, change, etag)).status).toBe(404);
    const updated = await put(STAFF.admin, target, change, etag);
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      email: ['office@learn4life.example'],
      pgPrimaryEmail: true,
      studentEmail: true,
      exists: true,
    });
    expect((await stored<EmailTemplateRecord>(id))?.email).toEqual(['office@learn4life.example']);
  });

  it("refuses a bad address with 'Please enter a valid email address', more than 20, and a bad switch", async () => {
    const body = { ...scopeOf(westPalmdale), pgPrimaryEmail: true, studentEmail: true };
    const bad = await post(STAFF.admin, 'leloEmailTemplate', {
      ...body,
      email: ['ok@learn4life.example', 'not an address', `${'a'.repeat(49)}@example.org`],
    });
    expect(bad.status).toBe(400);
    const errors = fieldErrorsOf(bad.body);
    expect(errors['email.1']).toMatchObject({
      code: 'template.email.invalid',
      message: 'Please enter a valid email address',
    });
    expect(errors['email.2']?.code).toBe('template.email.invalid');
    expect(errors['email.0']).toBeUndefined();
    const many = Array.from({ length: 21 }, (_, i) => `staff${i}@learn4life.example`);
    const tooMany = await post(STAFF.admin, 'leloEmailTemplate', { ...body, email: many });
    expect(tooMany.status).toBe(400);
    expect(fieldErrorsOf(tooMany.body).email?.code).toBe('template.email.tooMany');
    const badSwitch = await post(STAFF.admin, 'leloEmailTemplate', {
      ...body,
      email: [],
      studentEmail: 'yes',
    });
    expect(badSwitch.status).toBe(400);
    expect(Object.keys(fieldErrorsOf(badSwitch.body))).toEqual(['studentEmail']);
    expect(await stored(`email_${SESSION}_${westPalmdale.id}`)).toBeUndefined();
  });
});

describe('the saved settings in the Lelo e-mails', () => {
  const palmdaleIds = [
    `confirmation_${ACTIVE_SESSION_ID}_${PALMDALE_ID}`,
    `email_${ACTIVE_SESSION_ID}_${PALMDALE_ID}`,
  ];

  afterAll(async () => {
    // Flex High - Palmdale has no templates in the seed; other suites rely on that.
    for (const id of palmdaleIds)
      await templates
        .item(id, id)
        .delete()
        .catch(() => undefined);
  });

  it('notifies both saved addresses, sends the family copy only to the addresses switched on, with the saved message', async () => {
    const offering = await readOffering(PALMDALE_ID);
    const scope = {
      charter_id: offering.charter_id,
      siteId: PALMDALE_ID,
      LeloRegistrationProfile: ACTIVE_SESSION_ID,
    };
    const tag = Date.now().toString(36);
    const notify = [`palmdale.office.${tag}@flexhigh.example`, `palmdale.registrar.${tag}@flexhigh.example`];
    const email = await post(STAFF.contributor, 'leloEmailTemplate', {
      ...scope,
      email: notify,
      pgPrimaryEmail: true,
      studentEmail: false,
    });
    expect(email.status).toBe(201);
    const message = await post(STAFF.contributor, 'lelotemplate', {
      ...scope,
      templateMessage: '<p>Welcome to Flex High, {{firstName}} {{lastName}}!</p>',
    });
    expect(message.status).toBe(201);

    const health = offeredCourse(offering, 'Health');
    const body = await minorLancasterSubmission({
      charter: offering.charter,
      charter_id: offering.charter_id,
      learningCenter: offering.learningCenterName,
      siteId: PALMDALE_ID,
      courses: [{ id: health._id, course_name: health.course_name }],
    });
    const submitted = await submitLelo(body);
    expect(submitted.status).toBe(201);
    const confirmation = submitted.body as LeloConfirmation;
    const uuid = confirmation._uuid;
    // The confirmation page shows the saved message, filled.
    expect(confirmation.templateMessage).toBe(`<p>Welcome to Flex High, Ana ${body.lastName}!</p>`);

    for (const to of notify) {
      const notices = await waitForOutbox((m) => m.to === to && m.text.includes(uuid));
      expect(notices, to).toHaveLength(1);
      expect(notices[0]?.subject).toBe(`New secondary enrollment: Ana ${body.lastName}`);
    }
    const isConfirmation = (to: string | undefined) => (m: OutboxMessage) =>
      m.to === to && m.attachments === undefined && m.text.includes(uuid);
    const [toParent] = await waitForOutbox(isConfirmation(body.pgPrimaryEmail));
    expect(toParent?.text).toContain(`Welcome to Flex High, Ana ${body.lastName}!`);
    // The student's switch is off: the family copy went to the parent only (same job as the parent's).
    expect((await outboxMessages()).filter(isConfirmation(body.studentEmail))).toEqual([]);
  });
});
