import type { CharterScope } from '@enroll/domain';
// The scheduled orientations list's SQL against the local Cosmos emulator: only the waiting statuses,
// soonest live orientation first (virtual ones after), every sort both ways, keyset paging, search,
// scope, and the rows' fields.
import { type OrientationListQuery, SCHEDULED_ORIENTATION_STATUSES } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { demoRegistrationCopies, storeRegistrationsForSuite } from '../../test-support/demo-registrations.ts';
import { keysetWalker, orderedIds } from '../../test-support/keyset-walk.ts';
import { listOrientationPage } from './orientations-list.ts';
import type { StoredRegistration } from './registration-list-keys.ts';

const TODAY = '2026-06-15';
const ALL: CharterScope = { all: true };
const CHARTERS = ['charter-a', 'charter-b'];
const LIVE_DAYS = ['2026-06-20', '2026-06-17', '2026-07-01', '2026-06-24'];

// The demo registrations three times over on two charters; the live ones on spread-out days.
const stored = demoRegistrationCopies(TODAY, 3, CHARTERS, (record, index, copy) => {
  const day = LIVE_DAYS[(index + copy) % LIVE_DAYS.length] ?? '2026-06-20';
  const [year, month, date] = day.split('-');
  return record.orientationType === 'LIVE'
    ? { orientationDate: day, orientationTime: `${month}/${date}/${year} 10:00AM - 11:30AM` }
    : {};
});

const waiting = stored.filter((one) =>
  (SCHEDULED_ORIENTATION_STATUSES as readonly string[]).includes(one.status),
);

storeRegistrationsForSuite(stored);

function query(overrides: Partial<OrientationListQuery> = {}): OrientationListQuery {
  return { search: '', order: 'asc', ...overrides };
}

const walk = keysetWalker(listOrientationPage, TODAY, '2');

describe('scheduled orientations list query', () => {
  it('lists only the waiting statuses, soonest live orientation first, virtual ones last', async () => {
    expect(waiting.some((one) => one.orientationType === 'VIRTUAL')).toBe(true);
    const ids = await walk(query());
    expect(ids).toEqual(orderedIds(waiting, (one) => one.listKeys.orientationDate, false));
    const types = ids.map((id) => waiting.find((one) => one.id === id)?.orientationType);
    expect(types.lastIndexOf('LIVE')).toBeLessThan(types.indexOf('VIRTUAL'));
    const dates = ids
      .map((id) => waiting.find((one) => one.id === id))
      .filter((one) => one?.orientationType === 'LIVE')
      .map((one) => one?.orientationDate ?? '');
    expect(dates).toEqual([...dates].sort());
  });

  it.each([
    ['orientationDate', (one: StoredRegistration) => one.listKeys.orientationDate, false],
    ['status', (one: StoredRegistration) => one.listKeys.status, false],
    ['learningCenterName', (one: StoredRegistration) => one.listKeys.learningCenter, false],
    ['enrollmentType', (one: StoredRegistration) => one.listKeys.enrollmentType, false],
    ['studentName', (one: StoredRegistration) => one.listKeys.studentName, false],
    ['age', (one: StoredRegistration) => one.listKeys.birthDate, true],
  ] as const)('sorts by %s both ways', async (sort, key, reversed) => {
    expect(await walk(query({ sort, order: 'asc' }))).toEqual(orderedIds(waiting, key, reversed));
    expect(await walk(query({ sort, order: 'desc' }))).toEqual(orderedIds(waiting, key, !reversed));
  });

  it('answers the table rows: the ETag, the date text or Virtual, the labels', async () => {
    const page = await listOrientationPage(query({ pageSize: '100' }), ALL, TODAY);
    expect(page.total).toBe(waiting.length);
    for (const row of page.rows) {
      const one = waiting.find((candidate) => candidate.id === row.id);
      if (!one) throw new Error(`unexpected row ${row.id}`);
      expect(row.etag).toMatch(/\S/);
      expect(row.orientationType).toBe(one.orientationType);
      expect(row.orientationDate).toBe(
        one.orientationType === 'VIRTUAL' ? 'Virtual' : one.orientationTime.split(' - ')[0],
      );
      expect(row.enrollment).toBe(one.registerForIntercession ? 'Intersession' : 'Regular');
      expect(row.age).toBeTypeOf('number');
      expect(row).not.toHaveProperty('listKeys');
      expect(Object.keys(row).sort()).toEqual(
        [
          'id',
          'charter_id',
          'etag',
          'orientationType',
          'orientationDate',
          'status',
          'learningCenterName',
          'enrollment',
          'firstName',
          'lastName',
          'age',
          'programs',
        ].sort(),
      );
    }
    const withPrograms = page.rows.find((row) => row.programs.length > 0);
    expect(withPrograms?.programs).toEqual(['IEP', 'CTE']);
  });

  it('searches student name, learning center and status', async () => {
    const target = waiting[0];
    if (!target) throw new Error('no fixture');
    const byName = await walk(query({ search: target.lastName.toUpperCase() }));
    expect(new Set(byName)).toEqual(
      new Set(waiting.filter((one) => one.lastName === target.lastName).map((one) => one.id)),
    );
    const byCenter = await walk(query({ search: target.learningCenterName }));
    expect(new Set(byCenter)).toEqual(
      new Set(
        waiting
          .filter((one) =>
            one.learningCenterName.toLowerCase().includes(target.learningCenterName.toLowerCase()),
          )
          .map((one) => one.id),
      ),
    );
    expect(new Set(await walk(query({ search: 'virtual orientation sent' })))).toEqual(
      new Set(waiting.filter((one) => one.status === 'Virtual Orientation Sent').map((one) => one.id)),
    );
  });

  it('keeps a scope to its charters', async () => {
    const scope: CharterScope = { all: false, charterIds: new Set(['charter-a']) };
    expect(new Set(await walk(query(), scope))).toEqual(
      new Set(waiting.filter((one) => one.charter_id === 'charter-a').map((one) => one.id)),
    );
    expect(await walk(query(), { all: false, charterIds: new Set() })).toEqual([]);
  });
});
