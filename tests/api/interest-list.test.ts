// GET /api/enrollment (the staff interest list), GET /api/enrollment/{id} and GET /api/staff/sites:
// filters, search, every sort, keyset paging, totals, charter scope per role, bad queries.
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  InterestEntry,
  InterestListPage,
  InterestSortColumn,
  Site,
  StaffSiteOption,
} from '@enroll/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  listedAtSite,
  testInterestEntry,
  WITHOUT_GRADE_OR_PARENT,
} from '../../domain/test-support/interest-entry.ts';
import { birthDateYearsAgo } from '../support/dates.ts';
import { siteOf } from '../support/interest-write-fixtures.ts';
import { db } from '../support/local-stack.ts';
import { staffCharters } from '../support/staff-api.ts';
import { callAs, STAFF, upsertStaffSeed } from '../support/staff-auth.ts';
import {
  expectBadListQueriesRefused,
  expectForeignCursorRefused,
  expectWholeFirstPage,
  orderedIds,
  staffListAt,
} from '../support/staff-list.ts';

type ListKeys = Record<
  | 'search'
  | 'studentName'
  | 'learningCenter'
  | 'email'
  | 'phone'
  | 'status'
  | 'createdAt'
  | 'lastContactDate'
  | 'birthDate',
  string
>;

// The Functions app's own list keys (loaded by path: the tests project does not compile functions/).
const keysModule = (await import(
  pathToFileURL(join(resolve(import.meta.dirname, '../..'), 'functions/src/data/interest-list-keys.ts')).href
)) as { withInterestListKeys(entry: InterestEntry): InterestEntry & { listKeys: ListKeys } };

const marker = `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;
/** The list's pages and rows, searched for this run's marker. */
const { page, walk } = staffListAt('/api/enrollment', { search: marker });
const STATUSES = ['New Interest', 'Follow up Required', 'Not Interested', 'Enrollment Submitted'] as const;
const AGES = [8, 15, 17, 18, 19, 30];

let adminCharters: string[] = [];
let flexCharter = '';
let sierraCharter = '';
const entries: (InterestEntry & { listKeys: ListKeys })[] = [];

function entryAt(index: number, site: Site | null): InterestEntry {
  const id = randomUUID();
  return testInterestEntry({
    id,
    _id: id,
    _uuid: randomUUID(),
    createdAt: new Date(Date.UTC(2025, 4, 1 + (index % 9), 12, 0, index)).toISOString(),
    updatedAt: '2025-05-01T00:00:00.000Z',
    submittedAt: '2025-05-01T00:00:00.000Z',
    status: STATUSES[index % STATUSES.length] ?? 'New Interest',
    lastContactDate: index % 3 === 0 ? null : `2025-06-0${1 + (index % 7)}T10:00:00.000Z`,
    studentFirstName: ['ana', 'Bea', 'Cruz'][index % 3] ?? 'Ana',
    studentLastName: `${['Zed', 'adams', 'Moss', 'lee'][index % 4]} ${marker}`,
    birthDate: birthDateYearsAgo(AGES[index % AGES.length] ?? 10),
    age: AGES[index % AGES.length] ?? 10,
    ...WITHOUT_GRADE_OR_PARENT,
    primaryEmail: `Family${index % 5}.${marker}@Example.com`,
    phone: `661-555-${String(index % 7).padStart(4, '0')}`,
    ...listedAtSite(site),
  });
}

beforeAll(async () => {
  await upsertStaffSeed();
  ({ adminCharters, flexCharter, sierraCharter } = await staffCharters());
  const sites: (Site | null)[] = [
    ...(await Promise.all(adminCharters.map((charter) => siteOf(charter)))),
    await siteOf(flexCharter),
    null,
  ];
  for (let index = 0; index < 36; index += 1) {
    entries.push(keysModule.withInterestListKeys(entryAt(index, sites[index % sites.length] ?? null)));
  }
  await Promise.all(entries.map((entry) => db.container('interests').items.create(entry)));
}, 60_000);

const visible = (entry: InterestEntry) => entry.status !== 'Not Interested';
const idsOf = (list: InterestEntry[]) => list.map((entry) => entry.id);

describe('GET /api/enrollment', () => {
  it('hides Not Interested by default, newest first, with the total', async () => {
    const body = expectWholeFirstPage<InterestListPage>(
      await page(STAFF.superAdmin, {}),
      orderedIds(entries.filter(visible), (entry) => entry.createdAt, true),
    );
    const row = body.rows[0];
    expect(row && Object.keys(row).sort()).toEqual(
      [
        'id',
        'charter_id',
        '_uuid',
        'createdAt',
        'status',
        'enrollstatus',
        'lastContactDate',
        'studentFirstName',
        'studentLastName',
        'birthDate',
        'phone',
        'primaryEmail',
        'learningCenterId',
        'learningCenterName',
        'learningCenterCharter',
        'age',
      ].sort(),
    );
  });

  it('answers the age of today from the birth date', async () => {
    const body = (await page(STAFF.superAdmin, {})).body as InterestListPage;
    for (const row of body.rows) {
      const entry = entries.find((candidate) => candidate.id === row.id);
      expect(row.age).toBe(entry?.age);
    }
  });

  it.each([
    ['notInterested', (entry: InterestEntry) => entry.status === 'Not Interested'],
    ['transferred', (entry: InterestEntry) => entry.status === 'Enrollment Submitted'],
    ['under18', (entry: InterestEntry) => visible(entry) && entry.age < 18],
    ['over18', (entry: InterestEntry) => visible(entry) && entry.age >= 18],
  ] as const)('filters %s', async (filter, keep) => {
    const ids = await walk(STAFF.superAdmin, { filter });
    expect(new Set(ids)).toEqual(new Set(idsOf(entries.filter(keep))));
    expect(ids.length).toBeGreaterThan(0);
  });

  it('searches name, e-mail and phone in any case', async () => {
    const family = `FAMILY3.${marker.toUpperCase()}`;
    const ids = await walk(STAFF.superAdmin, { search: family });
    expect(new Set(ids)).toEqual(
      new Set(idsOf(entries.filter((entry) => visible(entry) && entry.primaryEmail.startsWith('Family3.')))),
    );
    const byName = await walk(STAFF.superAdmin, { search: `ADAMS ${marker}` });
    expect(new Set(byName)).toEqual(
      new Set(idsOf(entries.filter((entry) => visible(entry) && entry.studentLastName.startsWith('adams')))),
    );
  });

  const SORTS: [InterestSortColumn, (entry: (typeof entries)[number]) => string, boolean][] = [
    ['createdAt', (entry) => entry.listKeys.createdAt, false],
    ['status', (entry) => entry.listKeys.status, false],
    ['learningCenterName', (entry) => entry.listKeys.learningCenter, false],
    ['studentName', (entry) => entry.listKeys.studentName, false],
    ['age', (entry) => entry.listKeys.birthDate, true],
    ['phone', (entry) => entry.listKeys.phone, false],
    ['primaryEmail', (entry) => entry.listKeys.email, false],
    ['lastContactDate', (entry) => entry.listKeys.lastContactDate, false],
  ];

  it.each(SORTS)('sorts by %s ascending and descending', async (sort, key, reversed) => {
    const list = entries.filter(visible);
    expect(await walk(STAFF.superAdmin, { sort, order: 'asc' })).toEqual(orderedIds(list, key, reversed));
    expect(await walk(STAFF.superAdmin, { sort, order: 'desc' })).toEqual(orderedIds(list, key, !reversed));
  });

  it('walks every row exactly once by keyset pages', async () => {
    const all = await walk(STAFF.superAdmin, {});
    expect(await walk(STAFF.superAdmin, {}, '4')).toEqual(all);
    const byName = await walk(STAFF.superAdmin, { sort: 'studentName', order: 'desc' }, '5');
    expect(byName).toEqual(await walk(STAFF.superAdmin, { sort: 'studentName', order: 'desc' }));
    expect(new Set(byName).size).toBe(byName.length);
  });

  it('shows an Admin only their charters, never entries without a charter; Super Admin sees those', async () => {
    const adminIds = await walk(STAFF.admin, { filter: 'notInterested' });
    const expected = entries.filter(
      (entry) => entry.status === 'Not Interested' && adminCharters.includes(entry.charter_id),
    );
    expect(new Set(adminIds)).toEqual(new Set(idsOf(expected)));
    const adminAll = await walk(STAFF.admin, {});
    for (const id of adminAll) {
      expect(adminCharters).toContain(entries.find((entry) => entry.id === id)?.charter_id);
    }
    const superIds = new Set(await walk(STAFF.superAdmin, {}));
    const withoutCharter = entries.filter((entry) => visible(entry) && entry.charter_id === '');
    expect(withoutCharter.length).toBeGreaterThan(0);
    for (const entry of withoutCharter) {
      expect(superIds).toContain(entry.id);
      expect(adminAll).not.toContain(entry.id);
    }
  });

  it('lets a User (level 1) read their charter only', async () => {
    const ids = await walk(STAFF.user, {});
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(entries.find((entry) => entry.id === id)?.charter_id).toBe(sierraCharter);
  });

  it('refuses bad queries with field errors', async () => {
    await expectBadListQueriesRefused((query) => page(STAFF.superAdmin, query));
  });

  it('refuses a cursor made for another sort', async () => {
    await expectForeignCursorRefused((query) => page(STAFF.superAdmin, query), { sort: 'phone' }, [
      { sort: 'status' },
    ]);
  });

  it('needs a signed-in staff member', async () => {
    expect((await callAs(null, `/api/enrollment?search=${marker}`)).status).toBe(401);
  });
});

describe('GET /api/enrollment/{id}', () => {
  it('answers the entry with its ETag, without system fields and list keys', async () => {
    const entry = entries.find((candidate) => candidate.charter_id === adminCharters[0]);
    if (!entry) throw new Error('no admin entry');
    const result = await callAs(STAFF.admin, `/api/enrollment/${entry.id}`);
    expect(result.status).toBe(200);
    expect(result.headers.get('etag')).toBeTruthy();
    const body = result.body as Record<string, unknown>;
    expect(body.id).toBe(entry.id);
    expect(body.studentLastName).toBe(entry.studentLastName);
    for (const field of ['listKeys', '_etag', '_rid', '_ts', '_self']) expect(body).not.toHaveProperty(field);
  });

  it("answers 404 for another charter's entry, an entry without a charter (below Super Admin) and unknown ids", async () => {
    const flex = entries.find((candidate) => candidate.charter_id === flexCharter);
    const noCharter = entries.find((candidate) => candidate.charter_id === '');
    if (!flex || !noCharter) throw new Error('fixtures missing');
    expect((await callAs(STAFF.admin, `/api/enrollment/${flex.id}`)).status).toBe(404);
    expect((await callAs(STAFF.admin, `/api/enrollment/${noCharter.id}`)).status).toBe(404);
    expect((await callAs(STAFF.superAdmin, `/api/enrollment/${noCharter.id}`)).status).toBe(200);
    expect((await callAs(STAFF.contributor, `/api/enrollment/${flex.id}`)).status).toBe(200);
    expect((await callAs(STAFF.admin, `/api/enrollment/${randomUUID()}`)).status).toBe(404);
    expect((await callAs(STAFF.admin, '/api/enrollment/not%20an%20id')).status).toBe(404);
  });

  it('lets a User read an entry of their charter', async () => {
    const entry = entries.find((candidate) => candidate.charter_id === sierraCharter);
    if (!entry) throw new Error('no sierra entry');
    expect((await callAs(STAFF.user, `/api/enrollment/${entry.id}`)).status).toBe(200);
  });
});

describe('GET /api/staff/sites', () => {
  async function sites(who: string, query: Record<string, string>) {
    const result = await callAs(who, `/api/staff/sites?${new URLSearchParams(query)}`);
    return result;
  }

  it('answers every site of a charter in scope by name, and [] for a charter outside the scope', async () => {
    const [charter = ''] = adminCharters;
    const result = await sites(STAFF.admin, { charterId: charter });
    expect(result.status).toBe(200);
    const options = result.body as StaffSiteOption[];
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((option) => option.charter.id === charter)).toBe(true);
    const names = options.map((option) => option.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect((await sites(STAFF.admin, { charterId: flexCharter })).body).toEqual([]);
    expect(
      ((await sites(STAFF.superAdmin, { charterId: flexCharter })).body as unknown[]).length,
    ).toBeGreaterThan(0);
  });

  it('searches text in any case, only in scope', async () => {
    const flexSite = await siteOf(flexCharter);
    const text = flexSite.name.toUpperCase();
    const forContributor = (await sites(STAFF.contributor, { q: text })).body as StaffSiteOption[];
    expect(forContributor.map((option) => option.id)).toContain(flexSite.id);
    const forAdmin = (await sites(STAFF.admin, { q: text })).body as StaffSiteOption[];
    expect(forAdmin.every((option) => adminCharters.includes(option.charter.id))).toBe(true);
    expect(forAdmin.map((option) => option.id)).not.toContain(flexSite.id);
  });

  it('searches by zip nearest first within the radius', async () => {
    const site = await siteOf(adminCharters[0] ?? '');
    const result = await sites(STAFF.superAdmin, { zip: site.address.zip, radius: '50' });
    expect(result.status).toBe(200);
    const options = result.body as StaffSiteOption[];
    expect(options.map((option) => option.id)).toContain(site.id);
    const distances = options.map((option) => option.distance ?? Number.NaN);
    expect(distances.every((distance) => distance <= 50)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const narrow = (await sites(STAFF.superAdmin, { zip: site.address.zip, radius: '5' }))
      .body as StaffSiteOption[];
    expect(narrow.length).toBeLessThanOrEqual(options.length);
    const forAdmin = (await sites(STAFF.admin, { zip: site.address.zip, radius: '100' }))
      .body as StaffSiteOption[];
    expect(forAdmin.every((option) => adminCharters.includes(option.charter.id))).toBe(true);
  });

  it('refuses bad queries and anonymous callers', async () => {
    expect((await sites(STAFF.admin, {})).status).toBe(400);
    expect((await sites(STAFF.admin, { zip: '93534', q: 'x' })).status).toBe(400);
    expect((await sites(STAFF.admin, { zip: '93534', radius: '7' })).status).toBe(400);
    expect((await sites(STAFF.admin, { zip: 'abcde' })).status).toBe(400);
    expect((await callAs(null, '/api/staff/sites?q=x')).status).toBe(401);
    expect((await sites(STAFF.user, { q: 'a' })).status).toBe(200);
  });
});
