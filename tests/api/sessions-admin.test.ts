// The staff session setup API against the local stack: GET /api/sessions/staff/{id}, POST /api/sessions
// and PUT /api/sessions/{id} by role, the session rules' field errors, If-Match (428/409), unique names
// case-insensitively on add and edit (also under two concurrent adds), and the permalink lock once a
// family entry names the session.
import { randomUUID } from 'node:crypto';
import type { SessionInput, StaffSession } from '@enroll/domain';
import { validationMessagesEn } from '@enroll/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/local-stack.ts';
import { fieldErrorsOf, ifMatchCall } from '../support/staff-api.ts';
import { callAs, STAFF, upsertStaffSeed } from '../support/staff-auth.ts';

const ADD_TAKEN = 'A session with this name already exists!';
const EDIT_TAKEN = 'A session with the same name already exists. Please use a different name.';

beforeAll(async () => {
  await upsertStaffSeed();
}, 60_000);

// Other suites read the sessions (the sidebar lists every Active one): this suite's leave with it.
afterAll(async () => {
  const { resources: sessions } = await db
    .container('sessions')
    .items.query<{ id: string }>({
      query: 'SELECT c.id FROM c WHERE STARTSWITH(LOWER(c.name), @prefix)',
      parameters: [{ name: '@prefix', value: SUITE_PREFIX.toLowerCase() }],
    })
    .fetchAll();
  const ids = sessions.map((session) => session.id);
  const { resources: claims } = await db
    .container('sessionClaims')
    .items.query<{ id: string }>({
      query: 'SELECT c.id FROM c WHERE ARRAY_CONTAINS(@ids, c.sessionId)',
      parameters: [{ name: '@ids', value: ids }],
    })
    .fetchAll();
  await Promise.all([
    ...ids.map((id) => db.container('sessions').item(id, id).delete()),
    ...claims.map((claim) => db.container('sessionClaims').item(claim.id, claim.id).delete()),
  ]);
}, 60_000);

/** Every session this suite makes is named with this run's prefix. */
const SUITE_PREFIX = `Api ${randomUUID().slice(0, 6)} `;

/** A name no other run used: the stack's data persists between runs. */
function uniqueName(prefix = 'Session'): string {
  return `${SUITE_PREFIX}${prefix} ${randomUUID().slice(0, 8)}`;
}

/** What sessionBody sends unless told otherwise: an Active session of the 2027-2028 school year. */
const SESSION_DEFAULTS = {
  status: 'Active',
  schoolYear: '2027-2028',
  enrollmentStart: '2027-05-01',
  enrollmentEnd: '2027-06-30',
  schoolYearStartDate: '2027-07-01',
  schoolYearEndDate: '2028-06-30',
} as const satisfies Partial<SessionInput>;

function sessionBody(changes: Partial<SessionInput> = {}): SessionInput {
  const name = changes.name ?? uniqueName();
  return {
    name,
    permalink: name.toLowerCase().replace(/ /g, '-'),
    ...SESSION_DEFAULTS,
    ...changes,
  };
}

async function add(changes: Partial<SessionInput> = {}, who: string = STAFF.admin) {
  const result = await callAs(who, '/api/sessions', { method: 'POST', body: sessionBody(changes) });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return { session: result.body as StaffSession, etag: result.headers.get('etag') ?? '' };
}

/** PUT /api/sessions/{id}: a save of the session `id`, with If-Match when `etag` is given. */
function putSession(who: string, id: string, etag: string | undefined, body: unknown) {
  return ifMatchCall(who, 'PUT', `/api/sessions/${id}`, etag, body);
}

/** An Admin's save of `session` under its own name, with `changes`. */
function adminSave(session: StaffSession, etag: string | undefined, changes: Partial<SessionInput> = {}) {
  return putSession(STAFF.admin, session._id, etag, sessionBody({ name: session.name, ...changes }));
}

async function storedSessionsNamed(name: string): Promise<{ id: string }[]> {
  const { resources } = await db
    .container('sessions')
    .items.query<{ id: string }>({
      query: 'SELECT c.id FROM c WHERE LOWER(c.name) = @name',
      parameters: [{ name: '@name', value: name.toLowerCase() }],
    })
    .fetchAll();
  return resources;
}

describe('POST /api/sessions', () => {
  it('stores the session with its permalink derived from the name and the stamps, 201 with its ETag', async () => {
    const name = uniqueName('Fall / Intersession');
    const { session, etag } = await add({ name: `  ${name}  `, permalink: 'anything-else' });
    const stripped = name.replace('/', '');
    expect(session).toMatchObject({
      name: stripped,
      permalink: stripped
        .toLowerCase()
        .replace(/ /g, '-')
        .replace(/[^a-z0-9-]/g, ''),
      ...SESSION_DEFAULTS,
    });
    expect(session.createdAt).toBe(session.updatedAt);
    expect(etag).not.toBe('');
    const { resource } = await db.container('sessions').item(session._id, session._id).read();
    expect(resource).toMatchObject({ id: session._id, name: stripped, permalink: session.permalink });
    const list = await callAs(STAFF.contributor, '/api/sessions');
    expect(list.body).toContainEqual({
      _id: session._id,
      name: stripped,
      permalink: session.permalink,
      status: 'Active',
      schoolYear: '2027-2028',
      enrollmentStart: session.enrollmentStart,
      enrollmentEnd: session.enrollmentEnd,
    });
    const publicRead = await callAs(null, `/api/sessions/${session.permalink}`);
    expect(publicRead.status).toBe(200);
    expect(publicRead.body).toMatchObject({ _id: session._id, name: stripped });
  });

  it('is for Admins and Super Admins only', async () => {
    for (const who of [STAFF.user, STAFF.contributor]) {
      const result = await callAs(who, '/api/sessions', { method: 'POST', body: sessionBody() });
      expect(result.status, who).toBe(403);
    }
    expect((await callAs(null, '/api/sessions', { method: 'POST', body: sessionBody() })).status).toBe(401);
    await add({}, STAFF.superAdmin);
    await add({}, STAFF.admin);
  });

  it('answers 400 with the spec message on each field', async () => {
    const cases: [Partial<SessionInput>, string, string][] = [
      [{ name: '  ' }, 'name', validationMessagesEn.required],
      [{ schoolYear: '2027/2028' }, 'schoolYear', 'School Year must be in the format yyyy-yyyy'],
      [
        { schoolYear: '2028-2027' },
        'schoolYear',
        'Invalid school year range. Start year must be earlier than end year.',
      ],
      [{ schoolYear: '2027-2027' }, 'schoolYear', validationMessagesEn['session.schoolYear.range']],
      [
        { enrollmentStart: '2027-07-01', enrollmentEnd: '2027-06-30' },
        'enrollmentEnd',
        'Enrollment Start Date must be earlier than Enrollment End Date',
      ],
      [
        { schoolYearStartDate: '2028-06-30', schoolYearEndDate: '2028-06-30' },
        'schoolYearEndDate',
        'School Year Start Date must be earlier than School Year End Date',
      ],
      [{ enrollmentStart: '' }, 'enrollmentStart', validationMessagesEn.required],
      [
        { schoolYearStartDate: '2027-13-01' },
        'schoolYearStartDate',
        validationMessagesEn['session.date.invalid'],
      ],
      [{ status: 'Closed' as 'Active' }, 'status', validationMessagesEn['session.status.invalid']],
      [{ permalink: 'x'.repeat(81) }, 'permalink', validationMessagesEn['session.permalink.max']],
    ];
    for (const [changes, field, message] of cases) {
      const name = uniqueName();
      const result = await callAs(STAFF.admin, '/api/sessions', {
        method: 'POST',
        body: sessionBody({ name, ...changes }),
      });
      expect(result.status, JSON.stringify(changes)).toBe(400);
      expect(fieldErrorsOf(result.body)[field]?.message, JSON.stringify(changes)).toBe(message);
      expect(await storedSessionsNamed(changes.name ?? name)).toEqual([]);
    }
    const notJson = await callAs(STAFF.admin, '/api/sessions', { method: 'POST', body: 'text' });
    expect(notJson.status).toBe(400);
    const blankPermalink = await callAs(STAFF.admin, '/api/sessions', {
      method: 'POST',
      body: sessionBody({ name: '!!!???', permalink: 'x' }),
    });
    expect(blankPermalink.status).toBe(400);
    expect(fieldErrorsOf(blankPermalink.body).permalink?.message).toBe(validationMessagesEn.required);
  });

  it('refuses a name another session has, compared case-insensitively, with the add message on name', async () => {
    const { session } = await add();
    const result = await callAs(STAFF.admin, '/api/sessions', {
      method: 'POST',
      body: sessionBody({ name: ` ${session.name.toUpperCase()} ` }),
    });
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({ code: 'session.name.taken', message: ADD_TAKEN });
    expect(fieldErrorsOf(result.body).name?.message).toBe(ADD_TAKEN);
    expect(await storedSessionsNamed(session.name)).toHaveLength(1);
  });

  it('finds a session stored before name claims existed (the seed) as a duplicate', async () => {
    const result = await callAs(STAFF.admin, '/api/sessions', {
      method: 'POST',
      body: sessionBody({ name: 'summer INTERSESSION 2027' }),
    });
    expect(result.status).toBe(409);
    expect(fieldErrorsOf(result.body).name?.message).toBe(ADD_TAKEN);
  });

  it('refuses a permalink another session has (409 on permalink)', async () => {
    const { session } = await add({ name: uniqueName('Perma Test') });
    // Another name, the same permalink: 'Perma-Test xxxxxxxx' derives to the same address.
    const result = await callAs(STAFF.admin, '/api/sessions', {
      method: 'POST',
      body: sessionBody({ name: session.name.replace('Perma Test', 'Perma-Test') }),
    });
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({ code: 'session.permalink.taken' });
    expect(fieldErrorsOf(result.body).permalink?.message).toBe(
      validationMessagesEn['session.permalink.taken'],
    );
  });

  it('stores one session of two concurrent adds of the same name: one 201, one 409', async () => {
    const name = uniqueName('Race');
    const [first, second] = await Promise.all([
      callAs(STAFF.admin, '/api/sessions', { method: 'POST', body: sessionBody({ name }) }),
      callAs(STAFF.superAdmin, '/api/sessions', {
        method: 'POST',
        body: sessionBody({ name: name.toUpperCase() }),
      }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const refused = first.status === 409 ? first : second;
    expect(fieldErrorsOf(refused.body).name?.message).toBe(ADD_TAKEN);
    expect(await storedSessionsNamed(name)).toHaveLength(1);
  });
});

describe('GET /api/sessions/staff/{id}', () => {
  it('answers the session with its ETag to Admins and Super Admins, 403 to lower levels, 404 for an unknown id', async () => {
    const { session, etag } = await add();
    for (const who of [STAFF.admin, STAFF.superAdmin]) {
      const result = await callAs(who, `/api/sessions/staff/${session._id}`);
      expect(result.status, who).toBe(200);
      expect(result.body).toEqual(session);
      expect(result.headers.get('etag')).toBe(etag);
      expect(result.headers.get('cache-control')).toContain('no-store');
    }
    for (const who of [STAFF.user, STAFF.contributor]) {
      expect((await callAs(who, `/api/sessions/staff/${session._id}`)).status, who).toBe(403);
    }
    expect((await callAs(STAFF.admin, '/api/sessions/staff/no-such-session')).status).toBe(404);
    expect((await callAs(STAFF.admin, '/api/sessions/staff/bad%3Fid')).status).toBe(404);
  });
});

describe('PUT /api/sessions/{id}', () => {
  it('saves the change with If-Match and answers the new ETag; the permalink stays', async () => {
    const { session, etag } = await add();
    const name = uniqueName('Renamed');
    const result = await putSession(
      STAFF.superAdmin,
      session._id,
      etag,
      sessionBody({ name, status: 'Inactive' }),
    );
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const saved = result.body as StaffSession;
    expect(saved).toMatchObject({
      _id: session._id,
      name,
      status: 'Inactive',
      // The permalink stays the one the session was created with.
      permalink: session.permalink,
      createdAt: session.createdAt,
    });
    expect(saved.updatedAt >= session.updatedAt).toBe(true);
    expect(result.headers.get('etag')).not.toBe(etag);
    // The old name is free again, but not its permalink: the renamed session keeps it.
    const again = await callAs(STAFF.superAdmin, '/api/sessions', {
      method: 'POST',
      body: sessionBody({ name: session.name }),
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'session.permalink.taken' });
    await add({ name: `${session.name} B` });
  });

  it('keeps the optional Spanish name as typed (trimmed, slashes removed) and the public read carries it', async () => {
    const { session, etag } = await add();
    expect(session.nameEs).toBe('');
    expect((await callAs(null, `/api/sessions/${session.permalink}`)).body).toMatchObject({ nameEs: '' });
    const nameEs = `Intersesión de otoño ${randomUUID().slice(0, 4)}`;
    // Typed with spaces around and a slash, which session names never keep.
    const result = await adminSave(session, etag, { nameEs: `  ${nameEs.replace(' de ', ' de/ ')}  ` });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toMatchObject({ name: session.name, nameEs });
    const { resource } = await db.container('sessions').item(session._id, session._id).read();
    expect(resource).toMatchObject({ name: session.name, nameEs });
    const publicRead = await callAs(null, `/api/sessions/${session.permalink}`);
    expect(publicRead.body).toMatchObject({ _id: session._id, name: session.name, nameEs });
    const refused = await putSession(STAFF.admin, session._id, result.headers.get('etag') ?? '', {
      ...sessionBody({ name: session.name }),
      nameEs: 12,
    });
    expect(refused.status).toBe(400);
    expect(fieldErrorsOf(refused.body).nameEs?.message).toBe(validationMessagesEn.required);
    expect((await db.container('sessions').item(session._id, session._id).read()).resource).toMatchObject({
      nameEs,
    });
  });

  it('is for Admins and Super Admins only', async () => {
    const { session, etag } = await add();
    for (const who of [STAFF.user, STAFF.contributor]) {
      const result = await putSession(who, session._id, etag, sessionBody());
      expect(result.status, who).toBe(403);
    }
    const admin = await adminSave(session, etag);
    expect(admin.status).toBe(200);
  });

  it('needs If-Match (428) and refuses a stale one (409) without writing', async () => {
    const { session, etag } = await add();
    const missing = await adminSave(session, undefined);
    expect(missing.status).toBe(428);
    expect(missing.body).toMatchObject({ message: validationMessagesEn['session.ifMatch.required'] });
    const first = await adminSave(session, etag, { schoolYear: '2030-2031' });
    expect(first.status).toBe(200);
    const stale = await adminSave(session, etag, { schoolYear: '2031-2032' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'session.conflict',
      message: validationMessagesEn['session.conflict'],
    });
    const { resource } = await db.container('sessions').item(session._id, session._id).read();
    expect(resource).toMatchObject({ schoolYear: '2030-2031' });
    const unknown = await putSession(STAFF.admin, 'no-such-session', etag, sessionBody());
    expect(unknown.status).toBe(404);
  });

  it('answers 400 with field errors and writes nothing', async () => {
    const { session, etag } = await add();
    const result = await adminSave(session, etag, { schoolYear: '27-28', enrollmentEnd: '2027-01-01' });
    expect(result.status).toBe(400);
    const errors = fieldErrorsOf(result.body);
    expect(errors.schoolYear?.message).toBe('School Year must be in the format yyyy-yyyy');
    expect(errors.enrollmentEnd?.message).toBe(
      'Enrollment Start Date must be earlier than Enrollment End Date',
    );
    const { resource } = await db.container('sessions').item(session._id, session._id).read();
    expect(resource).toMatchObject({ schoolYear: '2027-2028', enrollmentEnd: '2027-06-30' });
  });

  it('refuses another session’s name in any case with the edit message; its own name in another case is fine', async () => {
    const { session: other } = await add();
    const { session, etag } = await add();
    const taken = await putSession(
      STAFF.admin,
      session._id,
      etag,
      sessionBody({ name: other.name.toLowerCase() }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'session.name.taken', message: EDIT_TAKEN });
    expect(fieldErrorsOf(taken.body).name?.message).toBe(EDIT_TAKEN);
    const seeded = await putSession(
      STAFF.admin,
      session._id,
      etag,
      sessionBody({ name: 'Fall Intersession 2027' }),
    );
    expect(fieldErrorsOf(seeded.body).name?.message).toBe(EDIT_TAKEN);
    const own = await putSession(
      STAFF.admin,
      session._id,
      etag,
      sessionBody({ name: session.name.toUpperCase() }),
    );
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body).toMatchObject({ name: session.name.toUpperCase(), permalink: session.permalink });
  });

  it('keeps the permalink when the session is renamed, so the old family link still opens it', async () => {
    const { session, etag } = await add();
    const name = uniqueName('Kept Rename');
    const result = await putSession(STAFF.admin, session._id, etag, sessionBody({ name }));
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toMatchObject({ name, permalink: session.permalink });
    const publicRead = await callAs(null, `/api/sessions/${session.permalink}`);
    expect(publicRead.body).toMatchObject({ _id: session._id, name });
  });
});
