import { beforeAll, describe, expect, it } from 'vitest';
import { APP_URL } from '../support/local-stack.ts';
import { callAs, emulatorCookie, principalFor, STAFF, upsertStaffSeed } from '../support/staff-auth.ts';

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
    const { status, body } = await callAs('Contributor@LEARN4LIFE.example', '/api/auth/me');
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

  it('gives every role the stored level allows', async () => {
    expect(await roles(swaBody(STAFF.user))).toEqual({ roles: ['staff'] });
    expect(await roles(swaBody(STAFF.contributor))).toEqual({ roles: ['staff', 'contributor'] });
    expect(await roles(swaBody(STAFF.admin))).toEqual({ roles: ['staff', 'contributor', 'admin'] });
    expect(await roles(swaBody(STAFF.superAdmin))).toEqual({
      roles: ['staff', 'contributor', 'admin', 'superadmin'],
    });
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
