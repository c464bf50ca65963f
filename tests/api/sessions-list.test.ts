import { addDaysIso, businessToday, type SessionSummary } from '@enroll/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_URL } from '../support/local-stack.ts';
import { callAs, emulatorCookie, principalFor, STAFF, upsertStaffSeed } from '../support/staff-auth.ts';

/** A seeded session's enrollment window: days from today (the seed's offsets). */
const window = (startOffset: number, endOffset: number) => ({
  enrollmentStart: addDaysIso(businessToday(), startOffset),
  enrollmentEnd: addDaysIso(businessToday(), endOffset),
});

/** The seeded sessions (functions/src/local/seed/lelo-sessions-seed.ts), by name. */
const SEEDED: SessionSummary[] = [
  {
    _id: 'lelo-session-soon',
    name: 'Fall Intersession 2027',
    permalink: 'fall-intersession-2027',
    status: 'Active',
    schoolYear: '2027-2028',
    ...window(30, 120),
  },
  {
    _id: 'lelo-session-expired',
    name: 'Spring Intersession 2026',
    permalink: 'spring-intersession-2026',
    status: 'Active',
    schoolYear: '2025-2026',
    ...window(-100, -10),
  },
  {
    _id: 'lelo-session-active',
    name: 'Summer Intersession 2027',
    permalink: 'summer-intersession-2027',
    status: 'Active',
    schoolYear: '2026-2027',
    ...window(-30, 60),
  },
  {
    _id: 'lelo-session-inactive',
    name: 'Winter Intersession 2026',
    permalink: 'winter-intersession-2026',
    status: 'Inactive',
    schoolYear: '2026-2027',
    ...window(-15, 45),
  },
];

beforeAll(async () => {
  await upsertStaffSeed();
});

describe('GET /api/sessions', () => {
  it('lists every session, Active and Inactive, with its id, name, permalink, status, school year and enrollment window, by name', async () => {
    const { status, body, headers } = await callAs(STAFF.user, '/api/sessions');
    expect(status).toBe(200);
    const sessions = body as SessionSummary[];
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual([
        '_id',
        'enrollmentEnd',
        'enrollmentStart',
        'name',
        'permalink',
        'schoolYear',
        'status',
      ]);
    }
    const seededIds = new Set(SEEDED.map((session) => session._id));
    expect(sessions.filter((session) => seededIds.has(session._id))).toEqual(SEEDED);
    const names = sessions.map((session) => session.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(headers.get('cache-control')).toContain('no-store');
  });

  it('answers every staff level and refuses anonymous and General callers', async () => {
    for (const email of [STAFF.contributor, STAFF.admin, STAFF.superAdmin]) {
      expect((await callAs(email, '/api/sessions')).status, email).toBe(200);
    }
    expect((await callAs(null, '/api/sessions')).status).toBe(401);
    expect((await callAs(STAFF.general, '/api/sessions')).status).toBe(403);
    expect((await callAs('Enrollment_Webapp', '/api/sessions')).status).toBe(403);
  });
});

describe('GET /api/sessions through the Static Web Apps CLI', () => {
  const get = (path: string, cookie?: string) =>
    fetch(`${APP_URL}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });

  it('sends an anonymous caller to /admin-login and lets the staff role through', async () => {
    const anonymous = await get('/api/sessions');
    expect(anonymous.status).toBe(302);
    expect(new URL(anonymous.headers.get('location') ?? '', APP_URL).pathname).toBe('/admin-login');
    const staff = await get('/api/sessions', emulatorCookie(principalFor(STAFF.user, 'aad', ['staff'])));
    expect(staff.status).toBe(200);
    expect((await staff.json()) as SessionSummary[]).toEqual(expect.arrayContaining(SEEDED));
  });

  it('keeps the public session of a permalink open to families', async () => {
    const response = await get('/api/sessions/summer-intersession-2027');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ permalink: 'summer-intersession-2027', status: 'Active' });
  });
});
