// The interest list's SQL against the local Cosmos emulator: filters, every sort both ways, keyset
// paging, scope, the export walk, and the boot-time index replacement that keeps documents.
import { randomUUID } from 'node:crypto';
import type { CharterScope } from '@enroll/domain';
import { type InterestEntry, type InterestListQuery, latestAdultBirthDate } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { testInterestEntry, WITHOUT_GRADE_OR_PARENT } from '../../../domain/test-support/interest-entry.ts';
import { cosmosForSuite } from '../../test-support/cosmos-suite.ts';
import { keysetWalker, orderedIds } from '../../test-support/keyset-walk.ts';
import { container, database, ensureContainers } from './cosmos-client.ts';
import { withInterestListKeys } from './interest-list-keys.ts';
import { countInterests, iterateInterests, listInterestPage } from './interests-list.ts';

const TODAY = '2026-06-15';
const ALL: CharterScope = { all: true };
const STATUSES = ['New Interest', 'Follow up Required', 'Not Interested', 'Enrollment Submitted'] as const;
const CHARTERS = ['charter-a', 'charter-b', ''];

function entry(index: number): InterestEntry {
  const id = randomUUID();
  return testInterestEntry({
    id,
    _id: id,
    _uuid: randomUUID(),
    createdAt: new Date(Date.UTC(2026, 0, 1 + (index % 7), 0, 0, index)).toISOString(),
    updatedAt: '2026-01-01T00:00:00.000Z',
    submittedAt: '2026-01-01T00:00:00.000Z',
    status: STATUSES[index % 4] ?? 'New Interest',
    lastContactDate: index % 3 === 0 ? null : `2026-02-0${1 + (index % 5)}T00:00:00.000Z`,
    studentFirstName: index % 2 === 0 ? 'ana' : 'Bea',
    studentLastName: ['Zed', 'adams', 'Moss'][index % 3] ?? 'X',
    // Ages 10 to 25 around the cutoff, and exactly 18 today for index 0.
    birthDate:
      index === 0 ? latestAdultBirthDate(TODAY) : `${2001 + (index % 16)}-0${1 + (index % 9)}-1${index % 10}`,
    age: 0,
    ...WITHOUT_GRADE_OR_PARENT,
    primaryEmail: `Person${index % 5}@Example.com`,
    phone: `555-000-${String(index % 6).padStart(4, '0')}`,
    charter_id: CHARTERS[index % 3] ?? '',
    learningCenterId: '1',
    learningCenterName: ['North Site', 'east site', 'Bay'][index % 3] ?? '',
    learningCenterCharter: 'Charter',
  });
}

const entries = Array.from({ length: 37 }, (_, index) => entry(index));

cosmosForSuite({ interests: entries.map(withInterestListKeys) });

function query(overrides: Partial<InterestListQuery> = {}): InterestListQuery {
  return { search: '', order: 'asc', ...overrides };
}

const walk = keysetWalker(listInterestPage, TODAY, '5');

const visible = entries.filter((one) => one.status !== 'Not Interested');
const keyOf = (one: InterestEntry) => withInterestListKeys(one).listKeys;

describe('interest list query', () => {
  it('hides Not Interested by default, newest first, and pages every row exactly once', async () => {
    const ids = await walk(query());
    expect(ids).toEqual(orderedIds(visible, (one) => one.createdAt, true));
    expect(await countInterests(query(), ALL, TODAY)).toBe(visible.length);
  });

  it.each([
    ['createdAt', (one: InterestEntry) => keyOf(one).createdAt, false],
    ['status', (one: InterestEntry) => keyOf(one).status, false],
    ['learningCenterName', (one: InterestEntry) => keyOf(one).learningCenter, false],
    ['studentName', (one: InterestEntry) => keyOf(one).studentName, false],
    ['age', (one: InterestEntry) => keyOf(one).birthDate, true],
    ['phone', (one: InterestEntry) => keyOf(one).phone, false],
    ['primaryEmail', (one: InterestEntry) => keyOf(one).email, false],
    ['lastContactDate', (one: InterestEntry) => keyOf(one).lastContactDate, false],
  ] as const)('sorts by %s both ways', async (sort, key, reversed) => {
    expect(await walk(query({ sort, order: 'asc' }))).toEqual(orderedIds(visible, key, reversed));
    expect(await walk(query({ sort, order: 'desc' }))).toEqual(orderedIds(visible, key, !reversed));
  });

  it('applies the toggles', async () => {
    const cutoff = latestAdultBirthDate(TODAY);
    const cases = [
      ['notInterested', (one: InterestEntry) => one.status === 'Not Interested'],
      ['transferred', (one: InterestEntry) => one.status === 'Enrollment Submitted'],
      ['under18', (one: InterestEntry) => one.status !== 'Not Interested' && one.birthDate > cutoff],
      ['over18', (one: InterestEntry) => one.status !== 'Not Interested' && one.birthDate <= cutoff],
    ] as const;
    for (const [filter, keep] of cases) {
      const ids = await walk(query({ filter }));
      expect(new Set(ids)).toEqual(new Set(entries.filter(keep).map((one) => one.id)));
    }
    expect(await walk(query({ filter: 'over18' }))).toContain(entries[0]?.id);
  });

  it('searches case-insensitively', async () => {
    const ids = await walk(query({ search: 'PERSON3@example' }));
    expect(new Set(ids)).toEqual(
      new Set(visible.filter((one) => one.primaryEmail === 'Person3@Example.com').map((one) => one.id)),
    );
  });

  it('keeps a scope to its charters; entries without a charter only for all', async () => {
    const scope: CharterScope = { all: false, charterIds: new Set(['charter-a']) };
    const ids = await walk(query(), scope);
    expect(new Set(ids)).toEqual(
      new Set(visible.filter((one) => one.charter_id === 'charter-a').map((one) => one.id)),
    );
    expect(await walk(query(), { all: false, charterIds: new Set() })).toEqual([]);
  });

  it('refuses a cursor made for another sort', async () => {
    const first = await listInterestPage(query({ sort: 'phone', pageSize: '2' }), ALL, TODAY);
    await expect(
      listInterestPage(query({ sort: 'status', cursor: first.nextCursor ?? '' }), ALL, TODAY),
    ).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('walks the whole list in batches for the exports, without list keys', async () => {
    const walked: InterestEntry[] = [];
    for await (const one of iterateInterests(query({ sort: 'studentName' }), ALL, TODAY)) walked.push(one);
    expect(walked.map((one) => one.id)).toEqual(orderedIds(visible, (one) => keyOf(one).studentName, false));
    expect(walked[0]).not.toHaveProperty('listKeys');
    expect(walked[0]).not.toHaveProperty('_etag');
  });

  it('replaces an index-less interests container at boot and keeps its documents', async () => {
    const before = await countInterests(query({ filter: 'notInterested' }), ALL, TODAY);
    await database()
      .container('interests')
      .replace({ id: 'interests', partitionKey: { paths: ['/id'] } });
    const { resources } = await container('interests').items.query('SELECT VALUE COUNT(1) FROM c').fetchAll();
    expect(resources[0]).toBe(0);
    for (const one of entries) await container('interests').items.create(withInterestListKeys(one));
    await ensureContainers();
    expect(await countInterests(query({ filter: 'notInterested' }), ALL, TODAY)).toBe(before);
    expect(await walk(query({ sort: 'phone' }))).toHaveLength(visible.length);
  });
});
