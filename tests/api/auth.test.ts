import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, db } from '../support/local-stack.ts';
import { callAs, emulatorCookie, principalFor, STAFF, upsertStaffSeed } from '../support/staff-auth.ts';

/** The `users` document id of an address (users-repository.ts `userIdForEmail`). */
const userDocumentId = (email: string) =>
  createHash('sha256').update(`user:${email.trim().toLowerCase()}`).digest('hex').slice(0, 24);

const NOT_AUTHORIZED = {
  message: 'You are not authorized to have access to this application',
  code: 'auth.notAuthorized',
};

// Charter ids of the seed (charters-seed.ts: sha1 of `charter:<key>`, 24 hex).
const SIERRA_VALLEY = { _id: '', name: 'Sierra Valley Learning Academy' };
const PACIFIC_COAST = { _id: '', name: 'Pacific Coast Learning Academy' };
const FLEX_HIGH = { _id: '', name: 'Flex High Charter School' };
const HOLSTON = { _id: '', name: 'Holston Valley Academy' };

beforeAll(async () => {
  await upsertStaffSeed();
  const { body } = await callAs(STAFF.superAdmin, '/api/charters');
  const byName = new Map(
    (body as { _id: string; name: string }[]).map((charter) => [charter.name, charter._id]),
  );
  for (const charter of [SIERRA_VALLEY, PACIFIC_COAST, FLEX_HIGH, HOLSTON]) {
    charter._id = byName.get(charter.name) ?? '';
    expect(charter._id, charter.name).toMatch(/^[0-9a-f]{24}$/);
  }
});

describe('GET /api/auth/me', () => {
  it('answers each seeded level with its name, level and charters', async () => {
    const expected = [
      [STAFF.superAdmin, 'Sasha Okafor', 4, 'Super Admin', [], true],
      [STAFF.admin, 'Adrian Mendoza', 3, 'Admin', [SIERRA_VALLEY, PACIFIC_COAST], false],
      [STAFF.contributor, 'Carmen Liu', 2, 'Contributor', [FLEX_HIGH, HOLSTON], false],
      [STAFF.user, 'Uma Patel', 1, 'User', [SIERRA_VALLEY], false],
    ] as const;
    for (const [email, name, level, levelName, charterAssignments, allCharterAccess] of expected) {
      const { status, body, headers } = await callAs(email, '/api/auth/me');
      expect(status, email).toBe(200);
      expect(body).toEqual({ name, email, level, levelName, charterAssignments, allCharterAccess });
      expect(headers.get('cache-control')).toContain('no-store');
    }
  });

  it('matches the e-mail address whatever its case', async () => {
    // The same person (the same sign-in user id) typing their address in another case.
    const { status, body } = await callAs(
      { ...principalFor(STAFF.contributor), userDetails: 'Contributor@LEARN4LIFE.example' },
      '/api/auth/me',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ email: STAFF.contributor, level: 2 });
  });

  it('answers 401 without a principal or with an unreadable one', async () => {
    for (const who of [
      null,
      { rawHeader: 'not-base64!!' },
      { rawHeader: Buffer.from('{"userId":"x"}').toString('base64') },
    ]) {
      const { status, body } = await callAs(who, '/api/auth/me');
      expect(status).toBe(401);
      expect(body).toEqual({ message: 'Sign in to continue.', code: 'auth.signIn' });
    }
  });

  it('answers 403 for General, an unknown person, Enrollment_Webapp and other identity providers', async () => {
    for (const who of [
      STAFF.general,
      'stranger@learn4life.example',
      'Enrollment_Webapp',
      principalFor(STAFF.superAdmin, 'github'),
    ]) {
      const { status, body } = await callAs(who, '/api/auth/me');
      expect(status, JSON.stringify(who)).toBe(403);
      expect(body).toEqual(NOT_AUTHORIZED);
    }
  });

  it('makes a BOOTSTRAP_SUPER_ADMINS address a Super Admin without a stored permission', async () => {
    const bootstrap = (process.env.BOOTSTRAP_SUPER_ADMINS ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
    expect(
      bootstrap,
      'run the API tests with BOOTSTRAP_SUPER_ADMINS set (scripts/with-stack.mjs sets it for the test stack)',
    ).toMatch(/@/);
    const { status, body } = await callAs(bootstrap.toUpperCase(), '/api/auth/me');
    expect(status).toBe(200);
    expect(body).toEqual({
      name: bootstrap,
      email: bootstrap,
      level: 4,
      levelName: 'Super Admin',
      charterAssignments: [],
      allCharterAccess: true,
    });
    // The address binds too: a General document (not listed, not a stored Super Admin) holds the id.
    const id = userDocumentId(bootstrap);
    const { resource } = await db.container('users').item(id, id).read();
    expect(resource).toMatchObject({
      azureID: bootstrap,
      userLevel: 0,
      signInUserId: `test-${bootstrap.toUpperCase()}`,
      createdBy: 'BOOTSTRAP_SUPER_ADMINS',
    });
    const other = await callAs({ ...principalFor(bootstrap), userId: 'someone-else' }, '/api/auth/me');
    expect(other).toMatchObject({ status: 403, body: NOT_AUTHORIZED });
  });
});

describe('staff identity by a stable id (the sign-in binding)', () => {
  const run = Date.now().toString(36);
  async function newPermission(label: string): Promise<{ id: string; email: string }> {
    const email = `${label}.${run}@learn4life.example`;
    const { status, body } = await callAs(STAFF.superAdmin, '/api/user/', {
      method: 'POST',
      body: {
        name: `Bind ${label}`,
        azureID: email,
        personDbID: `B-${label}-${run}`,
        userLevel: 1,
        charterAssignments: [SIERRA_VALLEY],
      },
    });
    expect(status).toBe(201);
    return { id: (body as { _id: string })._id, email };
  }
  const asUser = (email: string, userId: string) => ({ ...principalFor(email), userId });

  it('binds a permission to its first sign-in and refuses another user id with the same e-mail', async () => {
    const { id, email } = await newPermission('first');
    expect((await callAs(asUser(email, 'entra-first'), '/api/auth/me')).status).toBe(200);
    const { resource } = await db.container('users').item(id, id).read();
    expect(resource).toMatchObject({ signInUserId: 'entra-first', updatedBy: STAFF.superAdmin });
    expect(Date.parse(resource?.signInBoundAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await callAs(asUser(email, 'entra-first'), '/api/auth/me')).status).toBe(200);
    const reused = await callAs(asUser(email.toUpperCase(), 'entra-new-owner'), '/api/auth/me');
    expect(reused).toMatchObject({ status: 403, body: NOT_AUTHORIZED });
    const shown = await callAs(STAFF.superAdmin, `/api/user/${id}`);
    expect(shown.body).toMatchObject({ signInBoundAt: resource?.signInBoundAt });
  });

  it('lets exactly one of two simultaneous first sign-ins bind the permission', async () => {
    const { id, email } = await newPermission('race');
    const answers = await Promise.all(
      ['entra-race-a', 'entra-race-b'].map((userId) => callAs(asUser(email, userId), '/api/auth/me')),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    const winner = answers[0]?.status === 200 ? 'entra-race-a' : 'entra-race-b';
    const { resource } = await db.container('users').item(id, id).read();
    expect(resource?.signInUserId).toBe(winner);
  });
});

describe('GET /api/auth/refresh', () => {
  it('answers { user } with the same data as /api/auth/me', async () => {
    const me = await callAs(STAFF.admin, '/api/auth/me');
    const refresh = await callAs(STAFF.admin, '/api/auth/refresh');
    expect(refresh.status).toBe(200);
    expect(refresh.body).toEqual({ user: me.body });
    expect((await callAs(null, '/api/auth/refresh')).status).toBe(401);
    expect((await callAs(STAFF.general, '/api/auth/refresh')).status).toBe(403);
  });
});

describe('POST /api/auth/roles (Static Web Apps rolesSource)', () => {
  const roles = async (body: unknown) => {
    const { status, body: answer } = await callAs(null, '/api/auth/roles', { method: 'POST', body });
    expect(status).toBe(200);
    return answer;
  };
  const swaBody = (userDetails: string) => ({
    identityProvider: 'aad',
    userId: 'abc123',
    userDetails,
    claims: [{ typ: 'name', val: 'Someone' }],
    accessToken: 'opaque',
  });

  it('tells an anonymous caller nothing about an address: no tenant is configured locally', async () => {
    // Only the platform's call, with the signed-in user's Graph token, is answered (see the unit test
    // of the decision); here anyone asking about the seeded Super Admin's address gets no roles.
    expect(await roles(swaBody(STAFF.superAdmin))).toEqual({ roles: [] });
    expect(await roles(swaBody(STAFF.admin))).toEqual({ roles: [] });
    const { resource } = await db
      .container('users')
      .item(userDocumentId(STAFF.superAdmin), userDocumentId(STAFF.superAdmin))
      .read();
    expect(resource?.signInUserId ?? null, 'the roles call binds nothing').not.toBe('abc123');
  });

  it('gives no roles to General, unknown people, Enrollment_Webapp and unreadable bodies', async () => {
    expect(await roles(swaBody(STAFF.general))).toEqual({ roles: [] });
    expect(await roles(swaBody('nobody@learn4life.example'))).toEqual({ roles: [] });
    expect(await roles(swaBody('Enrollment_Webapp'))).toEqual({ roles: [] });
    expect(await roles({ hello: 'world' })).toEqual({ roles: [] });
    expect(await roles({ ...swaBody(STAFF.admin), identityProvider: 'github' })).toEqual({ roles: [] });
  });
});

describe('through the Static Web Apps CLI (route rules and the auth cookie)', () => {
  const get = (path: string, cookie?: string) =>
    fetch(`${APP_URL}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });

  it('sends anonymous callers of staff pages and staff API paths to /admin-login', async () => {
    for (const path of [
      '/dashboard',
      '/permissions',
      '/lelo-forms',
      '/lelo-forms/abc',
      '/api/auth/me',
      '/api/user',
      '/api/user/abc',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(302);
      expect(new URL(response.headers.get('location') ?? '', APP_URL).pathname, path).toBe('/admin-login');
    }
  });

  it('lets a signed-in staff role through and passes the principal to the API', async () => {
    const cookie = emulatorCookie(principalFor(STAFF.user, 'aad', ['staff']));
    const page = await get('/dashboard', cookie);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const me = await get('/api/auth/me', cookie);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: STAFF.user, level: 1 });
  });

  it('keeps public pages, public API calls and the login page open, and blocks other providers', async () => {
    for (const path of ['/', '/admin-login', '/interest', '/forms/summer-intersession-2027', '/api/brands']) {
      expect((await get(path)).status, path).toBe(200);
    }
    expect((await get('/.auth/login/github')).status).toBe(404);
  });
});
