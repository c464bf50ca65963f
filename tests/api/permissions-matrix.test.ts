import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { draftFromRecord, enrollmentTypeOf, type RegistrationRecord } from '@enroll/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditRecordsOf,
  editBodyOf,
  notesOf,
  readStored,
  seedInterest,
  siteOfNobody,
  transfersOf,
} from '../support/interest-write-fixtures.ts';
import { APP_URL, db } from '../support/local-stack.ts';
import { readRegistration, seedRegistration } from '../support/registration-fixtures.ts';
import { LANCASTER_ID } from '../support/seeded-sites.ts';
import {
  callAs,
  type HttpRegistrationInfo,
  principalFor,
  principalHeader,
  registeredHttpFunctions,
  STAFF,
  upsertStaffSeed,
  usersWithEmail,
} from '../support/staff-auth.ts';

/**
 * The permission matrix, generated from the function registry: every non-public HTTP function and
 * method is called anonymously, as General, as each level, and as the web-app account, straight at the
 * Functions host. It also checks the registry and staticwebapp.config.json against each other, so a
 * new staff function that forgets its level, or its edge rule, fails here.
 */

const LEVEL_ORDER = ['staff', 'contributor', 'admin', 'superAdmin'] as const;
type StaffAccess = (typeof LEVEL_ORDER)[number];
const KNOWN_ACCESS = ['public', ...LEVEL_ORDER];

const CALLERS: { email: string; level: number }[] = [
  { email: STAFF.user, level: 1 },
  { email: STAFF.contributor, level: 2 },
  { email: STAFF.admin, level: 3 },
  { email: STAFF.superAdmin, level: 4 },
];
const MINIMUM: Record<StaffAccess, number> = { staff: 1, contributor: 2, admin: 3, superAdmin: 4 };

/**
 * The public API, reviewed: a registration that is public must be on this list (method and route).
 * Adding to it is a decision that an endpoint needs no sign-in.
 */
const PUBLIC_API = new Set([
  'GET brands',
  'GET program-types',
  'GET sites',
  'GET sites/{id}',
  'GET sites/{id}/programs',
  'GET sites/{id}/orientations',
  'POST log-error',
  'POST enrollment/public',
  'GET enrollment/public/{uuid}',
  'POST registration/public',
  'GET sessions/{permalink}',
  'GET courses/{permalink}',
  'GET courses/{siteId}/{charter_id}/{sessionId}',
  'GET v1/config/course_catalog',
  'GET v1/config/course_catalog_options',
  'GET v1/config/master_agreement_description',
  'GET lelotemplate/{charter_id}/{sessionId}/{siteId}',
  'POST leloRegistration',
  'GET leloRegistration/{uuid}',
  'PUT leloRegistration/{uuid}',
  'POST auth/roles',
  // Saved drafts: opened only with an e-mailed link or a draft session cookie.
  'POST drafts',
  'POST drafts/exchange',
  'GET drafts/current',
  'PUT drafts/current',
  'POST drafts/continue',
  'POST drafts/current/submitted',
]);

/** The public pages and the staff pages, as sample paths. */
const PUBLIC_PAGES = [
  '/',
  '/information',
  '/interest',
  '/register',
  '/register-interest',
  '/forms/summer-intersession-2027',
  '/forms/summer-intersession-2027/0b7e0e0e-1111-4222-8333-444455556666',
  '/leloStudent',
  '/leloStudent3',
  '/response-lelo',
  '/sessionExpired/summer-intersession-2027',
  '/admin-login',
  '/resume',
  '/continue',
];
const STAFF_PAGES = [
  '/dashboard',
  '/orientation-settings',
  '/access-log',
  '/failed-jobs',
  '/course-names/abc',
  '/interest-forms',
  '/interest-forms/abc',
  '/editInterestForm/abc',
  '/add-interest',
  '/contactNote',
  '/registration-forms',
  '/registration-forms/abc',
  '/add-registration',
  '/lelo-forms',
  '/lelo-forms/abc',
  '/editLeloForm/abc',
  '/pre-forms/summer-intersession-2027/profile',
  '/scheduled-orientations',
  '/permissions',
  '/intersession',
  '/addLELO',
  '/editLELO/abc',
  '/edit-courses/summer-intersession-2027/abc',
  '/edit-courseOfferings/c/cid/name/course/permalink/abc',
  '/edit-Finalcourse/c/cid/name/course/permalink/abc',
  '/edit-confirmation/cid/name/course/permalink/abc',
  '/edit-email-confirmation/cid/name/course/permalink/abc',
  '/agreement-translation/cid',
];

interface RouteRule {
  route: string;
  methods?: string[];
  allowedRoles?: string[];
  statusCode?: number;
  redirect?: string;
}

const swaConfig = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../staticwebapp.config.json'), 'utf8'),
) as {
  routes: RouteRule[];
  responseOverrides: Record<string, { redirect?: string }>;
  auth: { rolesSource: string };
};

/**
 * Static Web Apps' rule matching for the two route forms this config uses: the first rule whose route
 * is the path itself or `/prefix/*` for a path under it, and whose methods (if any) include the method.
 * (`/prefix*` is avoided: the SWA CLI reads it as a regular expression and does not match subpaths.)
 */
function edgeRule(path: string, method: string): RouteRule | undefined {
  return swaConfig.routes.find((rule) => {
    if (rule.methods && !rule.methods.includes(method)) return false;
    return rule.route.endsWith('/*') ? path.startsWith(rule.route.slice(0, -1)) : rule.route === path;
  });
}

function requiresStaffRole(rule: RouteRule | undefined): boolean {
  const roles = rule?.allowedRoles ?? [];
  return roles.length > 0 && !roles.includes('anonymous') && !roles.includes('authenticated');
}

/** A concrete path for a route template: each parameter filled with a dummy value. */
function samplePath(route: string): string {
  return `/api/${route.replace(/\{\*{0,2}([A-Za-z_][A-Za-z0-9_]*)\??\}/g, (_, name: string) => `matrix-${name}`)}`;
}

let registrations: HttpRegistrationInfo[] = [];

beforeAll(async () => {
  registrations = await registeredHttpFunctions();
  await upsertStaffSeed();
});

describe('the function registry', () => {
  it('finds the HTTP functions', () => {
    expect(registrations.length).toBeGreaterThan(10);
    expect(registrations.map((registration) => registration.name)).toContain('auth-me-get');
  });

  it('declares a known access level for every HTTP function', () => {
    for (const registration of registrations) {
      expect(KNOWN_ACCESS, registration.name).toContain(registration.access);
    }
  });

  it('makes public only the reviewed public endpoints', () => {
    const publicEndpoints = registrations
      .filter((registration) => registration.access === 'public')
      .flatMap((registration) => registration.methods.map((method) => `${method} ${registration.route}`));
    for (const endpoint of publicEndpoints) {
      expect(PUBLIC_API, `${endpoint} is public but not on the reviewed list`).toContain(endpoint);
    }
    for (const endpoint of PUBLIC_API) {
      expect(publicEndpoints, `${endpoint} is on the public list but not registered as public`).toContain(
        endpoint,
      );
    }
  });
});

describe('staticwebapp.config.json', () => {
  it('guards every staff function at the edge and leaves every public one open', () => {
    for (const registration of registrations) {
      for (const method of registration.methods) {
        const path = samplePath(registration.route);
        const rule = edgeRule(path, method);
        const label = `${method} ${path} (${registration.name}, ${registration.access})`;
        if (registration.access === 'public') {
          expect(requiresStaffRole(rule), `${label} must not need a role`).toBe(false);
        } else {
          expect(rule?.allowedRoles, `${label} needs a route rule with allowedRoles ["staff"]`).toEqual([
            'staff',
          ]);
        }
      }
    }
  });

  it('writes wildcards only as /prefix/* (the form both Azure and the SWA CLI match alike)', () => {
    for (const rule of swaConfig.routes) {
      const wildcard = rule.route.indexOf('*');
      if (wildcard === -1) continue;
      expect(rule.route.endsWith('/*') || rule.route.includes('/*.'), rule.route).toBe(true);
    }
  });

  it('guards the staff pages and leaves the public pages open', () => {
    for (const path of STAFF_PAGES) expect(edgeRule(path, 'GET')?.allowedRoles, path).toEqual(['staff']);
    for (const path of PUBLIC_PAGES) expect(requiresStaffRole(edgeRule(path, 'GET')), path).toBe(false);
  });

  it('needs the staff role for any other API path, so a differently-cased staff path is no way round', async () => {
    for (const path of ['/api/AUTH/me', '/api/User', '/api/Charters', '/api/no-such-function']) {
      expect(requiresStaffRole(edgeRule(path, 'GET')), path).toBe(true);
    }
    // Through the SWA CLI: a forged principal on a differently-cased path is sent to the login page.
    const forged = await fetch(`${APP_URL}/api/AUTH/me`, {
      redirect: 'manual',
      headers: { 'x-ms-client-principal': principalHeader(STAFF.superAdmin) },
    });
    expect(forged.status).toBe(302);
    expect(forged.headers.get('location')).toMatch(/\/admin-login$/);
  });

  it('signs in with Entra ID only, takes roles from the roles function and sends 401 to the login page', () => {
    expect(swaConfig.auth.rolesSource).toBe('/api/auth/roles');
    expect(requiresStaffRole(edgeRule('/api/auth/roles', 'POST'))).toBe(false);
    for (const provider of ['github', 'twitter', 'google', 'facebook', 'apple']) {
      expect(edgeRule(`/.auth/login/${provider}`, 'GET')?.statusCode, provider).toBe(404);
    }
    expect(edgeRule('/.auth/login/aad', 'GET')).toBeUndefined();
    expect(swaConfig.responseOverrides['401']?.redirect).toBe('/admin-login');
  });
});

describe('the permission matrix (Functions host)', () => {
  it('answers every staff function by level: 401 anonymous, 403 below the level, neither at or above', async () => {
    const failures: string[] = [];
    const staffRegistrations = registrations.filter((registration) => registration.access !== 'public');
    expect(staffRegistrations.length).toBeGreaterThan(5);
    for (const registration of staffRegistrations) {
      const minimum = MINIMUM[registration.access as StaffAccess];
      for (const method of registration.methods) {
        const path = samplePath(registration.route);
        const init = method === 'GET' || method === 'DELETE' ? { method } : { method, body: {} };
        const check = async (
          who: Parameters<typeof callAs>[0],
          label: string,
          expected: (status: number) => boolean,
        ) => {
          const { status } = await callAs(who, path, init);
          if (!expected(status)) failures.push(`${method} ${path} as ${label}: ${status}`);
        };
        await check(null, 'anonymous', (status) => status === 401);
        await check(STAFF.general, 'General', (status) => status === 403);
        await check('Enrollment_Webapp', 'Enrollment_Webapp', (status) => status === 403);
        await check(principalFor(STAFF.superAdmin, 'github'), 'another provider', (status) => status === 403);
        for (const caller of CALLERS) {
          const allowed = caller.level >= minimum;
          await check(caller.email, `level ${caller.level}`, (status) =>
            allowed ? status !== 401 && status !== 403 : status === 403,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('charter scope on scoped data', () => {
  it("answers another charter's entry as unknown (404) and the own charter's normally", async () => {
    const { resource: site } = await db
      .container('sites')
      .item(LANCASTER_ID, LANCASTER_ID)
      .read<{ charter: { id: string } }>();
    const path = `/api/leloEmailTemplate/${site?.charter.id}/lelo-session-active/${LANCASTER_ID}`;
    // Lancaster belongs to Sierra Valley: the User is assigned to it, the Contributor is not.
    expect((await callAs(STAFF.contributor, path)).status).toBe(404);
    const own = await callAs(STAFF.user, path);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ email: ['lelo-notify@learn4life.example'] });
    expect((await callAs(STAFF.superAdmin, path)).status).toBe(200);
  });
});

/**
 * The interest endpoints that name one entry, with a valid request each (If-Match included), so that
 * only the charter check can refuse them. Endpoints another part of the issue registers (the entry's
 * GET and its PDF) are checked once they are registered.
 */
function interestEntryCalls(id: string, editBody: unknown): RecordCall[] {
  return [
    recordCall('GET', 'enrollment/{id}', id),
    recordCall('PUT', 'enrollment/{id}', id, editBody),
    recordCall('DELETE', 'enrollment/{id}', id),
    recordCall('PUT', 'enrollment/status/{id}', id, { status: 'Not Interested' }),
    recordCall('GET', 'interest-notes/{id}', id),
    recordCall('POST', 'interest-notes', id, {
      interestId: id,
      Username: 'Matrix',
      email: 'matrix@example.com',
      notes: 'Matrix note.',
    }),
    recordCall('POST', 'enrollment/{id}/transfer', id, {}),
    recordCall('GET', 'enrollment/{id}/pdf', id),
  ];
}

/** A call on one record of another charter: its route as registered, and a valid request. */
interface RecordCall {
  method: string;
  route: string;
  path: string;
  body?: unknown;
}

/** The call of `route` (as registered) on the record `id`: its path is the route with the id in it. */
function recordCall(method: string, route: string, id: string, body?: unknown): RecordCall {
  return { method, route, path: `/api/${route.replace('{id}', id)}`, body };
}

/** The calls whose route is registered, each with the access its registration asks. */
function registeredCalls(calls: RecordCall[]): (RecordCall & { access: StaffAccess })[] {
  return calls.flatMap((call) => {
    const registration = registrations.find(
      (candidate) => candidate.route === call.route && candidate.methods.includes(call.method),
    );
    return registration ? [{ ...call, access: registration.access as StaffAccess }] : [];
  });
}

/**
 * Makes each call, with the record's ETag, as every caller below Super Admin, and lists the answers
 * that are not the charter scope's: a 404 for a caller whose level may make the call, a 403 below it.
 */
async function outOfScopeAnswers(
  calls: (RecordCall & { access: StaffAccess })[],
  etag: string,
): Promise<string[]> {
  const failures: string[] = [];
  for (const call of calls) {
    for (const caller of CALLERS.filter((candidate) => candidate.level < 4)) {
      const expected = caller.level >= MINIMUM[call.access] ? 404 : 403;
      const { status } = await callAs(caller.email, call.path, {
        method: call.method,
        ...(call.body !== undefined ? { body: call.body } : {}),
        headers: { 'If-Match': etag },
      });
      if (status !== expected) {
        failures.push(`${call.method} ${call.route} as level ${caller.level}: ${status}, not ${expected}`);
      }
    }
  }
  return failures;
}

describe('charter scope on interest entries', () => {
  it('answers an entry of a charter the caller does not have as 404 on every interest endpoint, and writes nothing', async () => {
    const entry = await seedInterest(await siteOfNobody());
    const registered = registeredCalls(interestEntryCalls(entry.id, editBodyOf(entry)));
    // This part's endpoints must be there; the entry's GET and PDF join when registered.
    expect(registered.length).toBeGreaterThanOrEqual(6);
    expect(await outOfScopeAnswers(registered, entry._etag)).toEqual([]);
    expect((await readStored(entry.id))?._etag).toBe(entry._etag);
    expect(await notesOf(entry.id)).toHaveLength(0);
    expect(await auditRecordsOf(entry.id)).toHaveLength(0);
    expect(await transfersOf(entry.id)).toHaveLength(0);
    // The same calls reach the entry for a Super Admin (the 404 above is the scope, not the request).
    expect((await callAs(STAFF.superAdmin, `/api/interest-notes/${entry.id}`)).status).toBe(200);
  });
});

/**
 * The registration endpoints that name one registration, each with a valid request
 * (If-Match included; the edit body is the stored registration's own form values), so that only the
 * charter check can refuse them. The PDF joins when registered.
 */
function registrationCalls(record: RegistrationRecord): RecordCall[] {
  const editBody = {
    ...draftFromRecord(record),
    site: record.learningCenterId,
    enrollmentType: enrollmentTypeOf(record),
    generalRegistrationNotes: record.generalRegistrationNotes,
  };
  const { id } = record;
  return [
    recordCall('GET', 'registration/{id}', id),
    recordCall('PUT', 'registration/{id}', id, editBody),
    recordCall('DELETE', 'registration/{id}', id),
    recordCall('GET', 'registration/{id}/pdf', id),
    // Registration processing: each body valid for a registration at the match check.
    recordCall('PUT', 'registration/status/{id}', id, { change: 'noMatchFound' }),
    recordCall('PUT', 'registration/add-special-programs/{id}', id, {
      programList: { iep: true },
      programDescription: '',
    }),
    recordCall('PUT', 'registration/terminate/{id}', id, { notes: 'Matrix termination.' }),
    recordCall('GET', 'registration/{id}/orientation-options', id),
    recordCall('POST', 'sql/student-match', id, { registrationId: id }),
  ];
}

describe('charter scope on registrations', () => {
  it('answers a registration of a charter the caller does not have as 404 on every registration endpoint, and writes nothing', async () => {
    // Parent 2's education and home: what the staff form asks beyond the public wizard.
    const stored = await seedRegistration(
      await siteOfNobody(),
      // Letters only: the PUT sends the stored names back, and a name has no digits.
      `matrix${randomUUID().replace(/[^a-f]/g, '')}`,
      {},
      { pg2HighestLevelOfEducation: 'High School Graduate', liveWithPg2: 'yes' },
    );
    const registered = registeredCalls(registrationCalls(stored));
    // The registration's GET, PUT, DELETE and PDF and its processing calls.
    expect(registered.length).toBeGreaterThanOrEqual(9);
    expect(await outOfScopeAnswers(registered, stored._etag)).toEqual([]);
    expect((await readRegistration(stored.id))?._etag).toBe(stored._etag);
    expect(await auditRecordsOf(stored.id)).toHaveLength(0);
    // The same request reaches the registration for a Super Admin (the 404 above is the scope).
    expect((await callAs(STAFF.superAdmin, `/api/registration/${stored.id}`)).status).toBe(200);
  });

  it("leaves another charter's scheduled orientation out of the list and refuses it in the batch update, writing nothing", async () => {
    const stored = await seedRegistration(await siteOfNobody(), `matrix${Date.now()}`, {
      status: 'Orientation Scheduled',
      processingLevel: 2,
      progressLevel: 2,
      orientationScheduled: true,
      orientationType: 'VIRTUAL',
      orientationLink: 'https://meet.example.org/matrix',
    });
    const listPath = `/api/registration/orientations?search=${encodeURIComponent(stored.lastName)}`;
    const idsFor = async (email: string) => {
      const { status, body } = await callAs(email, listPath);
      expect(status, email).toBe(200);
      return (body as { rows: { id: string }[] }).rows.map((row) => row.id);
    };
    for (const caller of CALLERS.filter((candidate) => candidate.level < 4)) {
      expect(await idsFor(caller.email), caller.email).not.toContain(stored.id);
    }
    // The Super Admin sees it: the rows left out above are the scope, not the search.
    expect(await idsFor(STAFF.superAdmin)).toContain(stored.id);
    const batch = await callAs(STAFF.contributor, '/api/registration/batch-status-update', {
      method: 'PATCH',
      body: { selectedItems: [{ id: stored.id, etag: stored._etag }] },
    });
    expect(batch.status).toBe(200);
    expect(batch.body).toMatchObject({ results: [{ id: stored.id, outcome: 'notFound', studentName: '' }] });
    expect((await readRegistration(stored.id))?._etag).toBe(stored._etag);
  });
});

/** The 8 casings of the API prefix: the functions route every one of them. */
const API_PREFIX_CASINGS = ['api', 'apI', 'aPi', 'aPI', 'Api', 'ApI', 'APi', 'API'];

async function userCount(): Promise<number> {
  const { resources } = await db
    .container('users')
    .items.query<number>('SELECT VALUE COUNT(1) FROM c')
    .fetchAll();
  return resources[0] ?? 0;
}

const forgedSuperAdmin = { 'x-ms-client-principal': principalHeader(STAFF.superAdmin) };
const forgedPermission = (email: string) => ({
  name: 'Forged Super Admin',
  azureID: email,
  personDbID: `forged-${email}`,
  userLevel: 4,
  charterAssignments: [],
});

describe('a forged x-ms-client-principal header', () => {
  it('meets a staff rule on every casing of /api/*, placed after the public API paths', () => {
    const lastPublicApi = swaConfig.routes.reduce(
      (last, rule, index) =>
        rule.route.toLowerCase().startsWith('/api/') && rule.allowedRoles?.includes('anonymous')
          ? index
          : last,
      -1,
    );
    for (const casing of API_PREFIX_CASINGS) {
      const index = swaConfig.routes.findIndex((rule) => rule.route === `/${casing}/*`);
      expect(index, `/${casing}/* has a rule`).toBeGreaterThan(lastPublicApi);
      expect(swaConfig.routes[index]?.allowedRoles, `/${casing}/*`).toEqual(['staff']);
      expect(requiresStaffRole(edgeRule(`/${casing}/auth/me`, 'GET')), casing).toBe(true);
    }
  });

  it('grants nothing through the edge on any casing of the prefix: no profile, no permission written', async () => {
    const before = await userCount();
    for (const casing of API_PREFIX_CASINGS) {
      const me = await fetch(`${APP_URL}/${casing}/auth/me`, {
        redirect: 'manual',
        headers: forgedSuperAdmin,
      });
      expect(me.status, `GET /${casing}/auth/me`).toBe(302);
      expect(me.headers.get('location'), casing).toMatch(/\/admin-login$/);
      expect(await me.text(), casing).not.toContain(STAFF.superAdmin);

      const email = `forged.edge.${casing}.${Date.now()}@learn4life.example`;
      const created = await fetch(`${APP_URL}/${casing}/user`, {
        method: 'POST',
        redirect: 'manual',
        headers: { ...forgedSuperAdmin, 'Content-Type': 'application/json', Origin: APP_URL },
        body: JSON.stringify(forgedPermission(email)),
      });
      expect(created.status, `POST /${casing}/user`).toBe(302);
      expect(await usersWithEmail(email), casing).toBe(0);
    }
    expect(await userCount()).toBe(before);
  });

  it('is anonymous at the Functions host without the edge key or with a wrong one, on every casing', async () => {
    const before = await userCount();
    for (const casing of API_PREFIX_CASINGS) {
      const path = `/${casing}/auth/me`;
      const missing = await callAs(STAFF.superAdmin, path, { headers: { 'x-enrollment-edge-key': '' } });
      expect(missing.status, `${path} without the key`).toBe(401);
      expect(missing.body).toEqual({ message: 'Sign in to continue.', code: 'auth.signIn' });
      const wrong = await callAs(STAFF.superAdmin, path, {
        headers: { 'x-enrollment-edge-key': 'x'.repeat(64) },
      });
      expect(wrong.status, `${path} with a wrong key`).toBe(401);

      const email = `forged.direct.${casing}.${Date.now()}@learn4life.example`;
      const created = await callAs(STAFF.superAdmin, `/${casing}/user`, {
        method: 'POST',
        body: forgedPermission(email),
        headers: { 'x-enrollment-edge-key': 'x'.repeat(64) },
      });
      expect(created.status, `POST /${casing}/user with a wrong key`).toBe(401);
      expect(await usersWithEmail(email)).toBe(0);
    }
    expect(await userCount()).toBe(before);
  });

  it('is believed at the Functions host with the edge key, as the platform sends it', async () => {
    const me = await callAs(STAFF.superAdmin, '/API/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: STAFF.superAdmin, level: 4 });
  });

  it('cannot ask the rolesSource through the edge, in any casing (only the platform calls it)', async () => {
    for (const path of ['/api/auth/roles', '/API/Auth/ROLES', '/api//auth/roles/', '/api/auth/%72oles']) {
      const response = await fetch(`${APP_URL}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ identityProvider: 'aad', userId: 'x', userDetails: STAFF.superAdmin }),
      });
      expect(response.status, path).toBe(404);
    }
  });
});
