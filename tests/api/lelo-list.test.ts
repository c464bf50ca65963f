// GET /api/leloRegistration (/lelo-forms, 'Secondary Enrollments'): the default view (Active, the
// last 30 days), status and session filters, the date rules and their messages, inclusive business-day
// bounds, search widening, every sort both ways, keyset paging with the total on the first page, the
// charter scope of every level, bad queries.
import { randomUUID } from 'node:crypto';
import {
  addDaysIso,
  businessDayStartUtc,
  businessToday,
  LELO_SORT_COLUMNS,
  type LeloListPage,
  type LeloRegistrationRecord,
  type LeloStatus,
} from '@enroll/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { leloListRowOf } from '../../functions/test-support/lelo-fixtures.ts';
import { siteOfNobody } from '../support/interest-write-fixtures.ts';
import { type ListedLeloEntry, storeListedLeloEntry } from '../support/lelo.ts';
import { LANCASTER_ID } from '../support/seeded-sites.ts';
import { staffCharters } from '../support/staff-api.ts';
import { callAs, STAFF, upsertStaffSeed } from '../support/staff-auth.ts';
import { expectWholeFirstPage, type ListQuery, orderedIds, staffListAt } from '../support/staff-list.ts';

const marker = `lq${randomUUID().replace(/-/g, '').slice(0, 10)}`;
const SESSION = `ses-${marker}`;
const OTHER_SESSION = `ses2-${marker}`;
const STATUSES: LeloStatus[] = ['Active', 'Signed', 'Inactive'];
const HOUR = 3_600_000;
const today = businessToday();
/** The default view's first and last instants: the business day 30 days ago through the end of today. */
const rangeStart = businessDayStartUtc(addDaysIso(today, -30));
const rangeEnd = new Date(Date.parse(businessDayStartUtc(addDaysIso(today, 1))) - 1).toISOString();
const shift = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

let adminCharters: string[] = [];
let flexCharter = '';
let sierraCharter = '';
let nobodyCharter = '';
const seeded: ListedLeloEntry[] = [];
let bounds: Record<
  'beforeStart' | 'atStart' | 'atEnd' | 'afterEnd' | 'dayBefore' | 'twoDaysBefore',
  ListedLeloEntry
>;

/** A stored entry with the fields the list reads (a signed-up student of the marker session). */
async function store(overrides: Partial<LeloRegistrationRecord>): Promise<ListedLeloEntry> {
  const document = await storeListedLeloEntry({
    charter: 'Learn4Life Charter',
    charter_id: '',
    learningCenter: 'Learn4Life - Lancaster',
    learningCenters: 'Learn4Life - Lancaster',
    siteId: LANCASTER_ID,
    firstName: 'Ana',
    lastName: 'Lelo',
    studentEmail: `${marker}@example.com`,
    LeloRegistrationProfile: SESSION,
    permaLink: `p-${marker}`,
    session_name: `Session ${marker}`,
    ...overrides,
  });
  seeded.push(document);
  return document;
}

beforeAll(async () => {
  await upsertStaffSeed();
  ({ adminCharters, flexCharter, sierraCharter } = await staffCharters());
  nobodyCharter = (await siteOfNobody()).charter.id;
  const charters = [...adminCharters, flexCharter, sierraCharter, nobodyCharter];
  await Promise.all(
    Array.from({ length: 30 }, (_, index) => {
      const signed = index % 3 === 1;
      return store({
        status: STATUSES[index % 3] ?? 'Active',
        // Noon of a business day 1 to 28 days back (a few seconds apart, so each has its own time).
        createdAt: shift(businessDayStartUtc(addDaysIso(today, -1 - (index % 28))), 12 * HOUR + index * 1000),
        charter_id: charters[index % charters.length] ?? '',
        LeloRegistrationProfile: index % 5 === 4 ? OTHER_SESSION : SESSION,
        permaLink: index % 5 === 4 ? `p2-${marker}` : `p-${marker}`,
        firstName: ['ana', 'Bea', 'Cruz', 'dina'][index % 4] ?? 'Ana',
        lastName: `Lelo${marker}${'abcdef'[index % 6]}`,
        studentEmail: `Student${index % 5}.${marker}@Example.com`,
        studentPrimaryPhone: `661-555-${String(index % 7).padStart(4, '0')}`,
        learningCenters: `Center ${'QPRS'[index % 4]} ${marker}`,
        uploadedUrl: signed && index % 2 === 0 ? `master-agreements/s/${index}.pdf` : null,
        fileName: signed && index % 2 === 0 ? `File${index % 9}.pdf` : null,
      });
    }),
  );
  const edge = (createdAt: string) =>
    store({ status: 'Active', createdAt, charter_id: nobodyCharter, firstName: `Edge${marker}` });
  bounds = {
    beforeStart: await edge(shift(rangeStart, -1)),
    atStart: await edge(rangeStart),
    atEnd: await edge(rangeEnd),
    afterEnd: await edge(shift(rangeEnd, 1)),
    dayBefore: await edge(shift(rangeStart, -12 * HOUR)),
    twoDaysBefore: await edge(shift(rangeStart, -36 * HOUR)),
  };
}, 60_000);

const list = staffListAt('/api/leloRegistration');
const { page } = list;

/** Every row of the marker session's list, page by page; checks the total is on the first page only. */
const walk = (who: string, query: ListQuery = {}, pageSize = '300') =>
  list.walk(who, { session: SESSION, ...query }, pageSize);

const inDefaultRange = (one: ListedLeloEntry) => one.createdAt >= rangeStart && one.createdAt <= rangeEnd;
const inSession = (one: ListedLeloEntry) => one.LeloRegistrationProfile === SESSION;
const idsOf = (list: ListedLeloEntry[]) => list.map((one) => one.id);

describe('GET /api/leloRegistration (staff list)', () => {
  it('shows Active entries of the last 30 days newest first, with the total and the rows', async () => {
    const expected = orderedIds(
      seeded.filter((one) => one.status === 'Active' && inSession(one) && inDefaultRange(one)),
      (one) => one.createdAt,
      true,
    );
    expect(expected.length).toBeGreaterThan(5);
    const body = expectWholeFirstPage<LeloListPage>(
      await page(STAFF.superAdmin, { session: SESSION }),
      expected,
    );
    const row = body.rows[0];
    const source = seeded.find((one) => one.id === row?.id);
    expect(row).toEqual({
      ...leloListRowOf(source, false),
      status: 'Active',
      LeloRegistrationProfile: SESSION,
      fileName: null,
    });
  });

  it('lists All Sessions without a session, by id or by permalink with one', async () => {
    const all = new Set(await list.walk(STAFF.superAdmin, { search: `lelo${marker}` }, '300'));
    const active = seeded.filter((one) => one.status === 'Active' && one.lastName.includes(marker));
    expect(all).toEqual(new Set(idsOf(active)));
    const other = seeded.filter((one) => one.status === 'Active' && !inSession(one) && inDefaultRange(one));
    expect(other.length).toBeGreaterThan(0);
    expect(new Set(await walk(STAFF.superAdmin, { session: OTHER_SESSION }))).toEqual(new Set(idsOf(other)));
    expect(new Set(await walk(STAFF.superAdmin, { session: '', permaLink: `p2-${marker}` }))).toEqual(
      new Set(idsOf(other)),
    );
  });

  it.each(['Signed', 'Inactive'] as const)('shows the %s entries when the status changes', async (status) => {
    const expected = seeded.filter((one) => one.status === status && inSession(one) && inDefaultRange(one));
    expect(expected.length).toBeGreaterThan(0);
    const ids = await walk(STAFF.superAdmin, { status });
    expect(ids).toEqual(orderedIds(expected, (one) => one.createdAt, true));
  });

  it('keeps the business-day bounds inclusive: start of the first day to the end of today', async () => {
    const ids = new Set(await walk(STAFF.superAdmin));
    expect(ids.has(bounds.atStart.id)).toBe(true);
    expect(ids.has(bounds.atEnd.id)).toBe(true);
    expect(ids.has(bounds.beforeStart.id)).toBe(false);
    expect(ids.has(bounds.afterEnd.id)).toBe(false);
  });

  it('widens the range by one day on each side with a search', async () => {
    const found = new Set(await walk(STAFF.superAdmin, { search: `EDGE${marker.toUpperCase()}` }));
    const { beforeStart, atStart, atEnd, afterEnd, dayBefore } = bounds;
    expect(found).toEqual(new Set(idsOf([beforeStart, atStart, atEnd, afterEnd, dayBefore])));
  });

  it('lists the asked days, and every date when both are left empty', async () => {
    const day = addDaysIso(today, -32);
    expect(await walk(STAFF.superAdmin, { startDate: day, endDate: day })).toEqual([bounds.twoDaysBefore.id]);
    const everything = new Set(
      await walk(STAFF.superAdmin, { startDate: '', endDate: '', search: `edge${marker}` }),
    );
    expect(everything).toEqual(new Set(idsOf(Object.values(bounds))));
  });

  it.each([
    [{ startDate: today }, 'endDate', 'Please select both start and end dates or leave both empty.'],
    [{ endDate: today }, 'startDate', 'Please select both start and end dates or leave both empty.'],
    [
      { startDate: '', endDate: today },
      'startDate',
      'Please select both start and end dates or leave both empty.',
    ],
    [
      { startDate: today, endDate: addDaysIso(today, -1) },
      'startDate',
      'Start Date must be earlier than End Date.',
    ],
  ])('refuses the dates %j with the spec message', async (query, field, message) => {
    const result = await page(STAFF.superAdmin, query);
    expect(result.status).toBe(400);
    expect((result.body as { errors: { field: string; message: string }[] }).errors).toEqual([
      expect.objectContaining({ field, message }),
    ]);
  });

  it('searches the name, e-mail, phone, learning center, status and registration id in any case', async () => {
    const view = seeded.filter((one) => one.status === 'Signed' && inSession(one) && inDefaultRange(one));
    const byEmail = await walk(STAFF.superAdmin, {
      status: 'Signed',
      search: `STUDENT1.${marker.toUpperCase()}`,
    });
    expect(new Set(byEmail)).toEqual(
      new Set(idsOf(view.filter((one) => one.studentEmail.startsWith('Student1.')))),
    );
    expect(byEmail.length).toBeGreaterThan(0);
    const target = view[0];
    if (!target) throw new Error('no signed entry');
    expect(await walk(STAFF.superAdmin, { status: 'Signed', search: target._uuid.toUpperCase() })).toEqual([
      target.id,
    ]);
    expect(await walk(STAFF.superAdmin, { status: 'Signed', search: `center q ${marker}` })).toEqual(
      orderedIds(
        view.filter((one) => one.learningCenters.startsWith('Center Q')),
        (one) => one.createdAt,
        true,
      ),
    );
    expect(await walk(STAFF.superAdmin, { search: `%' OR 1=1 -- ${marker}` })).toEqual([]);
  });

  // Each sortable column sorts by the list key of its name.
  it.each(LELO_SORT_COLUMNS)('sorts by %s both ways, paging by cursor', async (sort) => {
    const list = seeded.filter((one) => one.status === 'Signed' && inSession(one) && inDefaultRange(one));
    const value = (one: ListedLeloEntry) => one.listKeys[sort] ?? '';
    expect(await walk(STAFF.superAdmin, { status: 'Signed', sort, order: 'asc' }, '2')).toEqual(
      orderedIds(list, value, false),
    );
    expect(await walk(STAFF.superAdmin, { status: 'Signed', sort, order: 'desc' }, '2')).toEqual(
      orderedIds(list, value, true),
    );
  });

  it('pages by keyset cursors: the total on the first page, the pages together are the list', async () => {
    const expected = orderedIds(
      seeded.filter((one) => one.status === 'Active' && inSession(one) && inDefaultRange(one)),
      (one) => one.createdAt,
      true,
    );
    const first = (await page(STAFF.superAdmin, { session: SESSION, pageSize: '3' })).body as LeloListPage;
    expect(first.total).toBe(expected.length);
    expect(first.rows.map((row) => row.id)).toEqual(expected.slice(0, 3));
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await page(STAFF.superAdmin, { session: SESSION, pageSize: '3', cursor: first.nextCursor ?? '' })
    ).body as LeloListPage;
    expect(second.total).toBeNull();
    expect(second.rows.map((row) => row.id)).toEqual(expected.slice(3, 6));
    expect(await walk(STAFF.superAdmin, {}, '3')).toEqual(expected);
    // A cursor made for another sort would skip or repeat rows: refused.
    const refused = await page(STAFF.superAdmin, {
      session: SESSION,
      sort: 'phone',
      cursor: first.nextCursor ?? '',
    });
    expect(refused.status).toBe(400);
    expect((refused.body as { errors: { field: string }[] }).errors[0]?.field).toBe('cursor');
  });

  it("shows an Admin, a Contributor and a User only their charters' entries; a Super Admin all", async () => {
    const cases: [string, string[]][] = [
      [STAFF.admin, adminCharters],
      [STAFF.contributor, [flexCharter]],
      [STAFF.user, [sierraCharter]],
    ];
    for (const status of STATUSES) {
      const view = seeded.filter((one) => one.status === status && inSession(one) && inDefaultRange(one));
      for (const [who, charters] of cases) {
        const ids = await walk(who, { status });
        expect(new Set(ids), `${who} ${status}`).toEqual(
          new Set(idsOf(view.filter((one) => charters.includes(one.charter_id)))),
        );
      }
      expect(new Set(await walk(STAFF.superAdmin, { status }))).toEqual(new Set(idsOf(view)));
    }
    expect((await walk(STAFF.user)).length).toBeGreaterThan(0);
    // Another charter's entry is absent even when searched by its own id.
    const other = seeded.find(
      (one) => one.charter_id === nobodyCharter && one.status === 'Active' && inSession(one),
    );
    if (!other) throw new Error('no entry of another charter');
    expect(
      ((await page(STAFF.admin, { session: SESSION, search: other._uuid })).body as LeloListPage).total,
    ).toBe(0);
  });

  it.each<ListQuery>([
    { status: 'Pending' },
    { session: 'no spaces' },
    { sort: 'age' },
    { order: 'up' },
    { pageSize: '0' },
    { pageSize: '301' },
    { cursor: 'not a cursor!' },
    { search: 'x'.repeat(51) },
    { startDate: '2026-02-30', endDate: '2026-03-01' },
  ])('refuses %j with a field error', async (query) => {
    const result = await page(STAFF.superAdmin, query);
    expect(result.status).toBe(400);
    expect((result.body as { errors: { field: string }[] }).errors[0]?.field).toBe(Object.keys(query)[0]);
  });

  it('answers 401 to anonymous callers and 403 to a General user', async () => {
    expect((await callAs(null, '/api/leloRegistration')).status).toBe(401);
    expect((await callAs(STAFF.general, '/api/leloRegistration')).status).toBe(403);
  });
});
