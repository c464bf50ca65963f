import type { CharterScope } from '@enroll/domain';
// The registration list's SQL against the local Cosmos emulator: the views, every sort both ways,
// keyset paging, scope, rows, and the export walk.
import { latestAdultBirthDate, type RegistrationListQuery, type RegistrationRecord } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { demoRegistrationCopies, storeRegistrationsForSuite } from '../../test-support/demo-registrations.ts';
import { keysetWalker, orderedIds } from '../../test-support/keyset-walk.ts';
import type { StoredRegistration } from './registration-list-keys.ts';
import { countRegistrations, iterateRegistrations, listRegistrationPage } from './registrations-list.ts';

const TODAY = '2026-06-15';
const ALL: CharterScope = { all: true };
const CHARTERS = ['charter-a', 'charter-b'];

// The demo registrations twice over (every status, both types, both sides of 18), on two charters.
const stored = demoRegistrationCopies(TODAY, 2, CHARTERS, (record, _index, copy) => ({
  firstName: copy === 0 ? record.firstName : record.firstName.toUpperCase(),
}));

storeRegistrationsForSuite(stored);

function query(overrides: Partial<RegistrationListQuery> = {}): RegistrationListQuery {
  return { search: '', order: 'asc', ...overrides };
}

const walk = keysetWalker(listRegistrationPage, TODAY, '5');

const regular = stored.filter(
  (one) => one.status !== 'Enrollment Complete' && one.status !== 'Enrollment Terminated',
);

describe('registration list query', () => {
  it('shows the regular view newest first and pages every row exactly once', async () => {
    expect(await walk(query())).toEqual(orderedIds(regular, (one) => one.createdAt, true));
    expect(await countRegistrations(query(), ALL, TODAY)).toBe(regular.length);
  });

  it.each([
    ['createdAt', (one: StoredRegistration) => one.listKeys.createdAt, false],
    ['status', (one: StoredRegistration) => one.listKeys.status, false],
    ['learningCenterName', (one: StoredRegistration) => one.listKeys.learningCenter, false],
    ['enrollmentType', (one: StoredRegistration) => one.listKeys.enrollmentType, false],
    ['studentName', (one: StoredRegistration) => one.listKeys.studentName, false],
    ['age', (one: StoredRegistration) => one.listKeys.birthDate, true],
    ['phone', (one: StoredRegistration) => one.listKeys.phone, false],
    ['email', (one: StoredRegistration) => one.listKeys.email, false],
  ] as const)('sorts by %s both ways', async (sort, key, reversed) => {
    expect(await walk(query({ sort, order: 'asc' }))).toEqual(orderedIds(regular, key, reversed));
    expect(await walk(query({ sort, order: 'desc' }))).toEqual(orderedIds(regular, key, !reversed));
  });

  it('applies the toggles', async () => {
    const cutoff = latestAdultBirthDate(TODAY);
    const isRegular = (one: RegistrationRecord) => regular.some((candidate) => candidate.id === one.id);
    const cases = [
      ['under18', (one: RegistrationRecord) => isRegular(one) && one.birthDate > cutoff],
      ['over18', (one: RegistrationRecord) => isRegular(one) && one.birthDate <= cutoff],
      ['completed', (one: RegistrationRecord) => one.status === 'Enrollment Complete'],
      ['terminated', (one: RegistrationRecord) => one.status === 'Enrollment Terminated'],
    ] as const;
    for (const [filter, keep] of cases) {
      const ids = await walk(query({ filter }));
      expect(ids.length).toBeGreaterThan(0);
      expect(new Set(ids)).toEqual(new Set(stored.filter(keep).map((one) => one.id)));
    }
  });

  it('answers rows with the age and the enrollment type label', async () => {
    const page = await listRegistrationPage(query({ sort: 'enrollmentType', pageSize: '100' }), ALL, TODAY);
    const types = page.rows.map((row) => row.enrollmentType);
    expect(types).toContain('Intersession');
    expect(types.indexOf('Intersession')).toBeLessThan(types.indexOf('Regular'));
    for (const row of page.rows) {
      const one = stored.find((candidate) => candidate.id === row.id);
      expect(row.enrollmentType).toBe(one?.registerForIntercession ? 'Intersession' : 'Regular');
      expect(row.age).toBeTypeOf('number');
      expect(row).not.toHaveProperty('listKeys');
    }
  });

  it('searches case-insensitively, also by registration id', async () => {
    const target = regular[3];
    if (!target) throw new Error('no fixture');
    expect(new Set(await walk(query({ search: target.lastName.toUpperCase() })))).toEqual(
      new Set(regular.filter((one) => one.lastName === target.lastName).map((one) => one.id)),
    );
    expect(await walk(query({ search: target._uuid }))).toEqual([target.id]);
  });

  it('keeps a scope to its charters', async () => {
    const scope: CharterScope = { all: false, charterIds: new Set(['charter-a']) };
    expect(new Set(await walk(query(), scope))).toEqual(
      new Set(regular.filter((one) => one.charter_id === 'charter-a').map((one) => one.id)),
    );
    expect(await walk(query(), { all: false, charterIds: new Set() })).toEqual([]);
  });

  it('walks the whole list in batches for the export, without list keys and system fields', async () => {
    const walked: RegistrationRecord[] = [];
    for await (const one of iterateRegistrations(query({ sort: 'studentName' }), ALL, TODAY, 3))
      walked.push(one);
    expect(walked.map((one) => one.id)).toEqual(
      orderedIds(regular, (one) => one.listKeys.studentName, false),
    );
    expect(walked[0]).not.toHaveProperty('listKeys');
    expect(walked[0]).not.toHaveProperty('_etag');
    expect(walked[0]?.firstName).toBeTruthy();
  });
});
