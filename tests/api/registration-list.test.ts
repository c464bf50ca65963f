// GET /api/registration (/registration-forms) and GET /api/status_types: the regular, age, completed
// and terminated views, search, every sort column both ways and unsorted, keyset paging with the
// total on the first page, the charter scope of every role, bad queries.
import { randomUUID } from 'node:crypto';
import {
  REGISTRATION_STATUSES,
  type RegistrationListPage,
  type RegistrationRecord,
  type RegistrationSortColumn,
  type RegistrationStatusTypes,
  type Site,
} from '@enroll/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { birthDateYearsAgo } from '../support/dates.ts';
import { siteOf, siteOfNobody } from '../support/interest-write-fixtures.ts';
import { type StoredRegistrationDocument, seedRegistration } from '../support/registration-fixtures.ts';
import { staffCharters } from '../support/staff-api.ts';
import { callAs, STAFF, upsertStaffSeed } from '../support/staff-auth.ts';
import {
  expectBadListQueriesRefused,
  expectForeignCursorRefused,
  expectWholeFirstPage,
  type ListQuery,
  orderedIds,
  staffListAt,
} from '../support/staff-list.ts';

type ListKeys = Record<
  | 'search'
  | 'studentName'
  | 'learningCenter'
  | 'enrollmentType'
  | 'email'
  | 'phone'
  | 'status'
  | 'createdAt'
  | 'birthDate',
  string
>;
type Seeded = StoredRegistrationDocument & { listKeys: ListKeys; ageNow: number };

const marker = `rq${randomUUID().replace(/-/g, '').slice(0, 10)}`;
/** The list's pages and rows, searched for this run's marker. */
const { page, walk } = staffListAt('/api/registration', { search: marker });
const AGES = [9, 15, 17, 18, 19, 31];
const FIRST_NAMES = ['ana', 'Bea', 'Cruz', 'dina'];

let adminCharters: string[] = [];
let flexCharter = '';
let sierraCharter = '';
let nobodyCharter = '';
const seeded: Seeded[] = [];

beforeAll(async () => {
  await upsertStaffSeed();
  ({ adminCharters, flexCharter, sierraCharter } = await staffCharters());
  const nobody = await siteOfNobody();
  nobodyCharter = nobody.charter.id;
  const sites: Site[] = [
    ...(await Promise.all(adminCharters.map((charter) => siteOf(charter)))),
    await siteOf(flexCharter),
    nobody,
  ];
  const stored = await Promise.all(
    Array.from({ length: 35 }, (_, index) => {
      const ageNow = AGES[index % AGES.length] ?? 10;
      const overrides: Partial<RegistrationRecord> = {
        status: REGISTRATION_STATUSES[index % REGISTRATION_STATUSES.length] ?? 'Enrollment Submitted',
        registerForIntercession: index % 3 === 0,
        createdAt: new Date(Date.UTC(2025, 4, 1 + (index % 9), 12, 0, index)).toISOString(),
      };
      const draft = {
        firstName: FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Ana',
        birthDate: birthDateYearsAgo(ageNow),
        studentEmail: `Student${index % 5}.${marker}@Example.com`,
        studentPrimaryPhone: `661-555-${String(index % 7).padStart(4, '0')}`,
      };
      const site = sites[index % sites.length];
      if (!site) throw new Error('no site');
      return seedRegistration(site, `${marker}${'abcdefg'[index % 7]}`, overrides, draft).then(
        (document) => ({ ...(document as Seeded), ageNow }),
      );
    }),
  );
  seeded.push(...stored);
}, 60_000);

const CLOSED = new Set(['Enrollment Complete', 'Enrollment Terminated']);
const regular = (one: Seeded) => !CLOSED.has(one.status);
const idsOf = (list: Seeded[]) => list.map((one) => one.id);
const byId = (id: string) => seeded.find((one) => one.id === id);

describe('GET /api/registration', () => {
  it('shows the regular view (neither complete nor terminated) newest first, with the total and the rows', async () => {
    const body = expectWholeFirstPage<RegistrationListPage>(
      await page(STAFF.superAdmin, {}),
      orderedIds(seeded.filter(regular), (one) => one.createdAt, true),
    );
    expect(Object.keys(body.rows[0] ?? {}).sort()).toEqual(
      [
        'id',
        'charter_id',
        '_uuid',
        'createdAt',
        'status',
        'progressLevel',
        'processingLevel',
        'firstName',
        'lastName',
        'birthDate',
        'studentPrimaryPhone',
        'studentEmail',
        'learningCenterId',
        'learningCenterName',
        'learningCenterCharter',
        'registerForIntercession',
        'age',
        'enrollmentType',
      ].sort(),
    );
  });

  it("answers today's age from the birth date and the enrollment type as Intersession or Regular", async () => {
    const rows = [
      ...((await page(STAFF.superAdmin, {})).body as RegistrationListPage).rows,
      ...((await page(STAFF.superAdmin, { filter: 'completed' })).body as RegistrationListPage).rows,
    ];
    expect(rows.map((row) => row.enrollmentType)).toContain('Intersession');
    expect(rows.map((row) => row.enrollmentType)).toContain('Regular');
    for (const row of rows) {
      const one = byId(row.id);
      expect(row.age).toBe(one?.ageNow);
      expect(row.enrollmentType).toBe(one?.registerForIntercession ? 'Intersession' : 'Regular');
      expect(row.studentEmail).toBe(one?.studentEmail);
    }
  });

  it.each([
    ['under18', (one: Seeded) => regular(one) && one.ageNow < 18],
    ['over18', (one: Seeded) => regular(one) && one.ageNow >= 18],
    ['completed', (one: Seeded) => one.status === 'Enrollment Complete'],
    ['terminated', (one: Seeded) => one.status === 'Enrollment Terminated'],
  ] as const)('filters %s', async (filter, keep) => {
    const ids = await walk(STAFF.superAdmin, { filter });
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids)).toEqual(new Set(idsOf(seeded.filter(keep))));
    const first = (await page(STAFF.superAdmin, { filter })).body as RegistrationListPage;
    expect(first.total).toBe(ids.length);
  });

  it('searches the name, the e-mail and the registration id in any case', async () => {
    const byEmail = await walk(STAFF.superAdmin, { search: `STUDENT3.${marker.toUpperCase()}` });
    expect(new Set(byEmail)).toEqual(
      new Set(
        idsOf(seeded.filter((one) => regular(one) && one.studentEmail.toLowerCase().startsWith('student3.'))),
      ),
    );
    const byName = await walk(STAFF.superAdmin, { search: `REG${marker.toUpperCase()}C` });
    expect(new Set(byName)).toEqual(
      new Set(idsOf(seeded.filter((one) => regular(one) && one.lastName === `Reg${marker}c`))),
    );
    expect(byName.length).toBeGreaterThan(0);
    const target = seeded.find(regular);
    if (!target) throw new Error('no regular registration');
    expect(await walk(STAFF.superAdmin, { search: target._uuid.toUpperCase() })).toEqual([target.id]);
    expect(await walk(STAFF.superAdmin, { search: `${marker}-nobody` })).toEqual([]);
  });

  it("searches the Enrollment column's text too ('Intersession', 'Regular')", async () => {
    for (const [search, type, count] of [
      [
        'INTERSESSION',
        'Intersession',
        seeded.filter((one) => regular(one) && one.registerForIntercession).length,
      ],
      ['REGULAR', 'Regular', seeded.filter((one) => regular(one) && !one.registerForIntercession).length],
    ] as const) {
      const first = (await page(STAFF.superAdmin, { search, pageSize: '100' })).body as RegistrationListPage;
      expect(first.rows.length).toBeGreaterThan(0);
      expect(new Set(first.rows.map((row) => row.enrollmentType))).toEqual(new Set([type]));
      expect(first.total ?? 0).toBeGreaterThanOrEqual(count);
    }
  });

  const SORTS: [RegistrationSortColumn, (one: Seeded) => string, boolean][] = [
    ['createdAt', (one) => one.listKeys.createdAt, false],
    ['status', (one) => one.listKeys.status, false],
    ['learningCenterName', (one) => one.listKeys.learningCenter, false],
    ['enrollmentType', (one) => one.listKeys.enrollmentType, false],
    ['studentName', (one) => one.listKeys.studentName, false],
    ['age', (one) => one.listKeys.birthDate, true],
    ['phone', (one) => one.listKeys.phone, false],
    ['email', (one) => one.listKeys.email, false],
  ];

  it.each(SORTS)(
    'sorts by %s through the cycle: ascending, descending, unsorted',
    async (sort, key, reversed) => {
      const list = seeded.filter(regular);
      expect(await walk(STAFF.superAdmin, { sort, order: 'asc' }, '7')).toEqual(
        orderedIds(list, key, reversed),
      );
      expect(await walk(STAFF.superAdmin, { sort, order: 'desc' }, '7')).toEqual(
        orderedIds(list, key, !reversed),
      );
      expect(await walk(STAFF.superAdmin, {}, '7')).toEqual(orderedIds(list, (one) => one.createdAt, true));
    },
  );

  it('sorts the age column by age: ascending is youngest first', async () => {
    const ids = await walk(STAFF.superAdmin, { sort: 'age', order: 'asc' });
    const ages = ids.map((id) => byId(id)?.ageNow ?? -1);
    expect(ages).toEqual([...ages].sort((a, b) => a - b));
  });

  it('shows more by keyset pages, every row exactly once', async () => {
    const all = await walk(STAFF.superAdmin, {});
    const first = (await page(STAFF.superAdmin, { pageSize: '4' })).body as RegistrationListPage;
    expect(first.rows).toHaveLength(4);
    expect(first.total).toBe(all.length);
    expect(first.nextCursor).not.toBeNull();
    const second = (await page(STAFF.superAdmin, { pageSize: '4', cursor: first.nextCursor ?? '' }))
      .body as RegistrationListPage;
    expect(second.total).toBeNull();
    expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual(all.slice(0, 8));
    expect(await walk(STAFF.superAdmin, {}, '4')).toEqual(all);
    const completed = await walk(
      STAFF.superAdmin,
      { filter: 'completed', sort: 'email', order: 'desc' },
      '1',
    );
    expect(completed).toEqual(
      await walk(STAFF.superAdmin, { filter: 'completed', sort: 'email', order: 'desc' }),
    );
  });

  it("shows an Admin, a Contributor and a User only their charters' registrations; a Super Admin all", async () => {
    const cases: [string, string[]][] = [
      [STAFF.admin, adminCharters],
      [STAFF.contributor, [flexCharter]],
      [STAFF.user, [sierraCharter]],
    ];
    for (const [who, charters] of cases) {
      for (const filter of [undefined, 'completed', 'terminated'] as const) {
        const query: ListQuery = filter ? { filter } : {};
        const ids = await walk(who, query);
        const inView =
          filter === undefined
            ? regular
            : (one: Seeded) =>
                one.status === `Enrollment ${filter === 'completed' ? 'Complete' : 'Terminated'}`;
        expect(new Set(ids), `${who} ${filter}`).toEqual(
          new Set(idsOf(seeded.filter((one) => inView(one) && charters.includes(one.charter_id)))),
        );
      }
    }
    const superIds = new Set(await walk(STAFF.superAdmin, {}));
    const others = seeded.filter((one) => regular(one) && one.charter_id === nobodyCharter);
    expect(others.length).toBeGreaterThan(0);
    for (const one of others) expect(superIds).toContain(one.id);
    // Another charter's registration is not found even by its own id.
    const other = others[0];
    if (!other) throw new Error('no registration of another charter');
    expect(await walk(STAFF.admin, { search: other._uuid })).toEqual([]);
    expect(((await page(STAFF.admin, { search: other._uuid })).body as RegistrationListPage).total).toBe(0);
  });

  it('refuses bad queries with field errors', async () => {
    await expectBadListQueriesRefused((query) => page(STAFF.superAdmin, query));
  });

  it('refuses a cursor made for another sort or order', async () => {
    await expectForeignCursorRefused((query) => page(STAFF.superAdmin, query), { sort: 'phone' }, [
      { sort: 'status' },
      { sort: 'phone', order: 'desc' },
    ]);
  });

  it('needs a signed-in staff member', async () => {
    expect((await callAs(null, `/api/registration?search=${marker}`)).status).toBe(401);
  });
});

describe('GET /api/status_types', () => {
  it('answers the registration statuses in order to every staff level', async () => {
    for (const who of [STAFF.user, STAFF.contributor, STAFF.admin, STAFF.superAdmin]) {
      const result = await callAs(who, '/api/status_types');
      expect(result.status).toBe(200);
      expect(result.body as RegistrationStatusTypes).toEqual({
        statuses: [
          'Enrollment Submitted',
          'Orientation Scheduled',
          'Virtual Orientation Sent',
          'Enrollment Complete',
          'Enrollment Terminated',
          'Interdistrict Transfer Requested',
          'Auto Withdraw Requested',
        ],
      });
    }
    expect((await callAs(null, '/api/status_types')).status).toBe(401);
  });
});
