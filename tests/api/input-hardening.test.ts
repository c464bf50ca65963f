import { randomUUID } from 'node:crypto';
import type { RegistrationDraft, RegistrationRecord } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { minorInterestForm, minorRegistrationDraft } from '../support/family-forms.ts';
import { idForKey } from '../support/idempotency.ts';
import { insertPreRegistration, leloEntries } from '../support/lelo.ts';
import { api, db, postJson } from '../support/local-stack.ts';
import { KINGSPORT_ID, LANCASTER_ID } from '../support/seeded-sites.ts';
import { callAs, STAFF, upsertStaffSeed } from '../support/staff-auth.ts';

/**
 * Ids checked before Cosmos, an Idempotency-Key reused with another body,
 * the long registration flow's unwalked fields, and interest links once the interest is enrolled.
 */

/** Ids that reached Cosmos and answered 500: separators, query and fragment marks, blanks, long, unicode. */
const ODD_IDS = [
  'a/b',
  'a#b',
  'a\\b',
  'a?b',
  ' ',
  '..',
  '%',
  'ü-名',
  'x'.repeat(10_000),
  `${LANCASTER_ID}/x`,
];

async function count(container: string): Promise<number> {
  const { resources } = await db
    .container(container)
    .items.query<number>('SELECT VALUE COUNT(1) FROM c')
    .fetchAll();
  return resources[0] ?? 0;
}

describe('ids never reach Cosmos unchecked', () => {
  // In a path, '..' is resolved by the client before sending, and a 10 kB path is refused by the edge
  // (431, header too large) before the API sees it; both are checked in bodies below.
  const PATH_IDS = ODD_IDS.filter((id) => id !== '..' && id.length < 1000);

  it.each(['', '/programs', '/orientations'])(
    'GET /api/sites/{odd id}%s answers 404 naming the site, never 500',
    async (suffix) => {
      for (const id of PATH_IDS) {
        const { status, body } = await api(`/api/sites/${encodeURIComponent(id)}${suffix}`);
        expect({ id, status }).toEqual({ id, status: 404 });
        expect((body as { message: string }).message).toBe(`The site ID "${id}" is not valid.`);
      }
      const long = await api(`/api/sites/${'x'.repeat(10_000)}${suffix}`);
      expect([404, 431]).toContain(long.status);
    },
  );

  it('refuses an interest whose site is not a site id with the field error, storing nothing', async () => {
    const before = await count('interests');
    // A blank site is no site (the page had none): not an odd id.
    for (const site of ODD_IDS.filter((odd) => odd.trim() !== '')) {
      const { status, body } = await postJson('/api/enrollment/public', minorInterestForm({ site }));
      expect(status).toBe(400);
      expect((body as { errors: unknown[] }).errors).toEqual([
        { field: 'site', code: 'registration.site.invalid', message: 'Invalid Site ID' },
      ]);
    }
    expect(await count('interests')).toBe(before);
  });

  it('refuses a Lelo siteId or charter_id outside the id pattern with a field error, storing nothing', async () => {
    const before = await count('leloRegistrations');
    for (const id of ODD_IDS.filter((odd) => odd.trim() !== '')) {
      const { status, body } = await postJson('/api/leloRegistration', { siteId: id, charter_id: id });
      expect(status).toBe(400);
      const errors = (body as { errors: { field: string; code: string; message: string }[] }).errors;
      expect(errors.filter((error) => error.field === 'siteId' || error.field === 'charter_id')).toEqual([
        {
          field: 'charter_id',
          code: 'id.invalid',
          message: 'Use up to 100 letters, digits, hyphens or underscores.',
        },
        {
          field: 'siteId',
          code: 'id.invalid',
          message: 'Use up to 100 letters, digits, hyphens or underscores.',
        },
      ]);
    }
    expect(await count('leloRegistrations')).toBe(before);
  });

  it('answers odd uuids and permalinks of the public links with 400 or 404, never 500', async () => {
    for (const id of ODD_IDS.filter((odd) => odd !== '..' && odd.length < 1000)) {
      const encoded = encodeURIComponent(id);
      expect((await api(`/api/enrollment/public/${encoded}`)).status).toBe(400);
      expect((await api(`/api/leloRegistration/${encoded}`)).status).toBe(400);
      expect((await api(`/api/sessions/${encoded}`)).status).toBe(404);
      expect((await api(`/api/courses/${encoded}`)).status).toBe(404);
      expect((await api(`/api/courses/${encoded}/${encoded}/${encoded}`)).status).toBe(400);
    }
  });
});

describe('staff ids take the same rule', () => {
  it('answers GET and PUT /api/user/{odd id} with 404 as an Admin, never 500', async () => {
    await upsertStaffSeed();
    for (const id of ODD_IDS.filter((odd) => odd !== '..' && odd.length < 1000)) {
      const encoded = encodeURIComponent(id);
      const read = await callAs(STAFF.superAdmin, `/api/user/${encoded}`);
      expect({ id, status: read.status, body: read.body }).toEqual({
        id,
        status: 404,
        body: { message: 'No permission has this id.' },
      });
      const write = await callAs(STAFF.superAdmin, `/api/user/${encoded}`, {
        method: 'PUT',
        body: { userLevel: 1, charterAssignments: [] },
      });
      expect({ id, status: write.status }).toEqual({ id, status: 404 });
    }
  });
});

describe('an Idempotency-Key reused with a different body', () => {
  it('answers 422 for an interest and keeps the first entry as it was', async () => {
    const key = randomUUID();
    const form = minorInterestForm();
    const first = await postJson('/api/enrollment/public', form, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    // The same request with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(form).reverse());
    const repeat = await postJson('/api/enrollment/public', reordered, { 'Idempotency-Key': key });
    expect(repeat).toMatchObject({ status: 201, body: first.body });
    const other = await postJson(
      '/api/enrollment/public',
      { ...form, studentFirstName: 'Eve' },
      {
        'Idempotency-Key': key,
      },
    );
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      message:
        'This Idempotency-Key was already used with a different request. Send a new key for a new request.',
      code: 'idempotency.key.reused',
    });
    const { id } = first.body as { id: string };
    const { resource } = await db.container('interests').item(id, id).read<{ studentFirstName: string }>();
    expect(resource?.studentFirstName).toBe('Ana');
  });

  it('answers 422 for a registration', async () => {
    const key = randomUUID();
    const body = { ...minorRegistrationDraft(), site: LANCASTER_ID };
    const first = await postJson('/api/registration/public', body, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(await postJson('/api/registration/public', body, { 'Idempotency-Key': key })).toMatchObject({
      status: 201,
      body: first.body,
    });
    const other = await postJson(
      '/api/registration/public',
      { ...body, firstName: 'Eve' },
      {
        'Idempotency-Key': key,
      },
    );
    expect(other.status).toBe(422);
    expect((other.body as { code: string }).code).toBe('idempotency.key.reused');
  });
});

/** The stored hash of a first request (any SHA-256 other than the repeat's body). */
const OTHER_BODY_HASH = 'f'.repeat(64);

describe('an Idempotency-Key reused with a different body, secondary enrollment', () => {
  const refusal = {
    message:
      'This Idempotency-Key was already used with a different request. Send a new key for a new request.',
    code: 'idempotency.key.reused',
  };

  it("answers 422 on POST when the key's entry was stored from another body, changing nothing", async () => {
    const key = `hardening-${randomUUID()}`;
    const firstBody = { firstName: 'Ana', siteId: LANCASTER_ID };
    const pre = await insertPreRegistration({
      status: 'Signed',
      extra: { id: idForKey(key, 'lelo'), requestHash: OTHER_BODY_HASH },
    });
    const other = await postJson(
      '/api/leloRegistration',
      { ...firstBody, firstName: 'Eve' },
      { 'Idempotency-Key': key },
    );
    expect(other).toMatchObject({ status: 422, body: refusal });
    const { resource } = await leloEntries.item(pre.id, pre.id).read<{ firstName: string }>();
    expect(resource?.firstName).toBe(pre.firstName);
  });

  it('answers 422 on PUT when the entry was signed with the same key and another body', async () => {
    const key = `hardening-${randomUUID()}`;
    const pre = await insertPreRegistration({
      status: 'Signed',
      extra: { signedWithKey: idForKey(key, 'lelo-sign'), requestHash: OTHER_BODY_HASH },
    });
    const other = await api(`/api/leloRegistration/${pre._uuid}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify({ firstName: 'Eve' }),
    });
    expect(other).toMatchObject({ status: 422, body: refusal });
  });
});

describe('the registration stores only the steps its flow walked', () => {
  const smuggled = {
    studentName: 'Smuggled',
    preferredpronouns: 'Other',
    otherpreferredpronouns: '<b>not asked</b>',
    pg2RelationshipToStudent: 'Father',
    pg2FirstName: 'Not',
    pg2LastName: 'Asked',
    pg2PrimaryEmail: 'not-an-email',
    pg2PrimaryPhone: '1',
    liveWithPg2: 'yes',
  } satisfies Partial<RegistrationDraft>;

  it('empties the Student Preference and Parent 2 fields the long flow never asks', async () => {
    const { status, body } = await postJson('/api/registration/public', {
      ...minorRegistrationDraft(smuggled),
      site: LANCASTER_ID,
    });
    expect(status).toBe(201);
    const { id } = body as { id: string };
    const { resource } = await db.container('registrations').item(id, id).read<RegistrationRecord>();
    expect(resource).toMatchObject({
      studentName: '',
      preferredpronouns: '',
      otherpreferredpronouns: '',
      pg2RelationshipToStudent: '',
      pg2FirstName: '',
      pg2LastName: '',
      pg2PrimaryEmail: '',
      pg2PrimaryPhone: '',
      liveWithPg2: { yes: '', no: '' },
    });
  });

  it('keeps them in the short flow, which asks and validates them', async () => {
    const { status, body } = await postJson('/api/registration/public', {
      ...minorRegistrationDraft({ studentName: 'Mia', pg2FirstName: 'Luis' }),
      site: KINGSPORT_ID,
    });
    expect(status).toBe(201);
    const { id } = body as { id: string };
    const { resource } = await db.container('registrations').item(id, id).read<RegistrationRecord>();
    expect([resource?.studentName, resource?.pg2FirstName]).toEqual(['Mia', 'Luis']);
  });
});

describe('an interest link once the interest is enrolled', () => {
  it('pre-fills before the registration and answers 409 interest.enrolled after it', async () => {
    const interest = await postJson('/api/enrollment/public', minorInterestForm({ site: LANCASTER_ID }));
    const { _uuid: uuid } = interest.body as { _uuid: string };
    expect((await api(`/api/enrollment/public/${uuid}`)).status).toBe(200);
    const registered = await postJson('/api/registration/public', {
      ...minorRegistrationDraft(),
      site: LANCASTER_ID,
      uuid,
    });
    expect(registered.status).toBe(201);
    const after = await api(`/api/enrollment/public/${uuid}`);
    expect(after).toMatchObject({
      status: 409,
      body: {
        message:
          'This registration has already been submitted. Please contact your learning center to make a change.',
        code: 'interest.enrolled',
      },
    });
    expect(JSON.stringify(after.body)).not.toContain('Ana');
  });
});

describe('a deeply nested body', () => {
  /** 2,000 objects one inside the other (12 kB): hashing or validating it recursively used to answer 500. */
  function nested(levels: number): unknown {
    let value: unknown = { leaf: true };
    for (let level = 0; level < levels; level += 1) value = { inner: value };
    return value;
  }

  it.each([
    ['the secondary enrollment submit', '/api/leloRegistration', 'leloRegistrations', 400],
    // The interest request's body limit is below 12 kB: refused for its size first.
    ['the interest request', '/api/enrollment/public', 'interests', 413],
    ['the registration', '/api/registration/public', 'registrations', 400],
  ])('answers 400 or 413 on %s, never 500, and stores nothing', async (_label, path, container, expected) => {
    const before = await count(container);
    const { status, body } = await postJson(
      path,
      { firstName: nested(2000) },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(status).toBe(expected);
    if (expected === 400) {
      expect((body as { message: string }).message).toBe('The request body is nested too deeply.');
    }
    expect(await count(container)).toBe(before);
  });
});
