// The secondary enrollment list's SQL against the local Cosmos emulator: status, session, the date
// range in the business time zone, search and its widening, every sort both ways, keyset paging,
// the charter scope and the rows.
import {
  type CharterScope,
  LELO_SORT_COLUMNS,
  type LeloListFilters,
  type LeloRegistrationRecord,
  type LeloStatus,
} from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { cosmosForSuite } from '../../test-support/cosmos-suite.ts';
import { keysetWalker, orderedIds } from '../../test-support/keyset-walk.ts';
import { leloListRowOf, signedTestRecord } from '../../test-support/lelo-fixtures.ts';
import { iterateLeloRegistrations, listLeloPage } from './lelo-list.ts';
import { type StoredLeloRegistration, withLeloListKeys } from './lelo-list-keys.ts';

// In Los Angeles (the default business time zone, UTC-7 in summer): the default view is
// 2026-05-16 through 2026-06-15, i.e. 2026-05-16T07:00Z up to (not including) 2026-06-16T07:00Z.
const TODAY = '2026-06-15';
const ALL: CharterScope = { all: true };
const STATUSES: LeloStatus[] = ['Active', 'Signed', 'Inactive'];
const FIRST = ['ana', 'Bea', 'Cruz', 'dina', 'Eli'];

function entry(index: number, overrides: Partial<LeloRegistrationRecord> = {}): StoredLeloRegistration {
  const signed = index % 3 !== 0;
  return withLeloListKeys(
    signedTestRecord({
      id: `entry-${String(index).padStart(3, '0')}`,
      _uuid: `6f1f0c1e-2a4b-4c5d-8e9f-${String(index).padStart(12, '0')}`,
      status: STATUSES[index % 3] ?? 'Active',
      createdAt: new Date(Date.UTC(2026, 4, 20 + (index % 20), 12, 0, index)).toISOString(),
      charter_id: index % 2 === 0 ? 'charter-a' : 'charter-b',
      LeloRegistrationProfile: index % 4 === 0 ? 'session-b' : 'session-a',
      permaLink: index % 4 === 0 ? 'summer-b' : 'summer-a',
      firstName: FIRST[index % FIRST.length] ?? 'Ana',
      lastName: `Last${index % 7}`,
      studentEmail: `S${index % 6}@Example.com`,
      studentPrimaryPhone: `661-555-${String(index % 8).padStart(4, '0')}`,
      learningCenters: `Center ${index % 5}`,
      uploadedUrl: signed && index % 2 === 0 ? `master-agreements/s/${index}.pdf` : null,
      fileName: signed && index % 2 === 0 ? `File${index % 9}.pdf` : null,
      ...overrides,
    }),
  );
}

const BOUNDS = {
  beforeStart: entry(100, { createdAt: '2026-05-16T06:59:59.999Z', firstName: 'Edge' }),
  atStart: entry(101, { createdAt: '2026-05-16T07:00:00.000Z', firstName: 'Edge' }),
  atEnd: entry(102, { createdAt: '2026-06-16T06:59:59.999Z', firstName: 'Edge' }),
  afterEnd: entry(103, { createdAt: '2026-06-16T07:00:00.000Z', firstName: 'Edge' }),
  dayBefore: entry(104, { createdAt: '2026-05-15T12:00:00.000Z', firstName: 'Edge' }),
  twoDaysBefore: entry(105, { createdAt: '2026-05-14T12:00:00.000Z', firstName: 'Edge' }),
};
const bounds = Object.values(BOUNDS).map((one) => withLeloListKeys({ ...one, status: 'Active' }));
const stored: StoredLeloRegistration[] = [
  ...Array.from({ length: 45 }, (_, index) => entry(index)),
  ...bounds,
];

cosmosForSuite({ leloRegistrations: stored });

function filters(overrides: Partial<LeloListFilters> = {}): LeloListFilters {
  return { status: 'Active', search: '', order: 'asc', ...overrides };
}

const walk = keysetWalker(listLeloPage, TODAY, '4');

const inDefaultRange = (one: StoredLeloRegistration) =>
  one.createdAt >= '2026-05-16T07:00:00.000Z' && one.createdAt < '2026-06-16T07:00:00.000Z';
const ids = (list: StoredLeloRegistration[]) => list.map((one) => one.id);

describe('secondary enrollment list query', () => {
  it('shows Active entries of the last 30 days newest first, with the total on the first page', async () => {
    const expected = orderedIds(
      stored.filter((one) => one.status === 'Active' && inDefaultRange(one)),
      (one) => one.createdAt,
      true,
    );
    expect(await walk(filters())).toEqual(expected);
    const first = await listLeloPage({ ...filters(), pageSize: '300' }, ALL, TODAY);
    expect(first.total).toBe(expected.length);
    expect(first.nextCursor).toBeNull();
  });

  it('keeps the business-day bounds inclusive: start of the first day to end of the last', async () => {
    const listed = new Set(await walk(filters()));
    expect(listed.has(BOUNDS.atStart.id) && listed.has(BOUNDS.atEnd.id)).toBe(true);
    expect(listed.has(BOUNDS.beforeStart.id) || listed.has(BOUNDS.afterEnd.id)).toBe(false);
  });

  it('widens the range by a day on each side with a search', async () => {
    const found = new Set(await walk(filters({ search: 'EDGE' })));
    expect(found).toEqual(
      new Set(ids([BOUNDS.beforeStart, BOUNDS.atStart, BOUNDS.atEnd, BOUNDS.afterEnd, BOUNDS.dayBefore])),
    );
  });

  it('lists every date when both dates are sent empty, and the asked days otherwise', async () => {
    expect(new Set(await walk(filters({ startDate: '', endDate: '', search: 'edge' })))).toEqual(
      new Set(ids(bounds)),
    );
    expect(await walk(filters({ startDate: '2026-05-14', endDate: '2026-05-14' }))).toEqual([
      BOUNDS.twoDaysBefore.id,
    ]);
  });

  it.each(STATUSES)('filters status %s, by session id or permalink', async (status) => {
    const keep = (one: StoredLeloRegistration) =>
      one.status === status && inDefaultRange(one) && one.LeloRegistrationProfile === 'session-b';
    const expected = new Set(ids(stored.filter(keep)));
    expect(expected.size).toBeGreaterThan(0);
    expect(new Set(await walk(filters({ status, session: 'session-b' })))).toEqual(expected);
    expect(new Set(await walk(filters({ status, permaLink: 'summer-b' })))).toEqual(expected);
  });

  it('searches the spec fields in any case, special characters as text', async () => {
    const signed = stored.filter((one) => one.status === 'Signed' && inDefaultRange(one));
    const byEmail = await walk(filters({ status: 'Signed', search: 's3@EXAMPLE.com' }));
    expect(new Set(byEmail)).toEqual(
      new Set(ids(signed.filter((one) => one.studentEmail === 'S3@Example.com'))),
    );
    expect(await walk(filters({ status: 'Signed', search: "%' OR 1=1 --" }))).toEqual([]);
    const target = signed[0];
    if (!target) throw new Error('no signed entry');
    expect(await walk(filters({ status: 'Signed', search: target._uuid.toUpperCase() }))).toEqual([
      target.id,
    ]);
  });

  // Each sortable column sorts by the list key of its name.
  it.each(LELO_SORT_COLUMNS)('sorts by %s both ways', async (sort) => {
    const list = stored.filter((one) => one.status === 'Signed' && inDefaultRange(one));
    expect(await walk(filters({ status: 'Signed', sort, order: 'asc' }))).toEqual(
      orderedIds(list, (one) => one.listKeys[sort], false),
    );
    expect(await walk(filters({ status: 'Signed', sort, order: 'desc' }))).toEqual(
      orderedIds(list, (one) => one.listKeys[sort], true),
    );
  });

  it("lists only the scope's charters", async () => {
    const scope: CharterScope = { all: false, charterIds: new Set(['charter-b']) };
    const expected = stored.filter(
      (one) => one.status === 'Active' && inDefaultRange(one) && one.charter_id === 'charter-b',
    );
    expect(new Set(await walk(filters(), scope))).toEqual(new Set(ids(expected)));
    expect(await walk(filters(), { all: false, charterIds: new Set() })).toEqual([]);
  });

  it('answers the table row, and the export walk gives whole entries without list keys', async () => {
    const { rows } = await listLeloPage({ ...filters({ status: 'Signed' }), pageSize: '300' }, ALL, TODAY);
    const row = rows.find((one) => one.hasSignedAgreement);
    const source = stored.find((one) => one.id === row?.id);
    expect(row).toEqual({ ...leloListRowOf(source, true), status: 'Signed' });
    const walked = [];
    for await (const one of iterateLeloRegistrations(filters({ status: 'Signed' }), ALL, TODAY, 3))
      walked.push(one);
    expect(walked.map((one) => one.id)).toEqual(rows.map((one) => one.id));
    expect(walked.every((one) => !('listKeys' in one))).toBe(true);
  });
});
