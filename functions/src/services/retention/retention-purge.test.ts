import { describe, expect, it } from 'vitest';
import { cosmosForSuite, emptiedBeforeEach } from '../../../test-support/cosmos-suite.ts';
import { container } from '../../data/cosmos-client.ts';
import { purgeExpiredRecords } from './retention-purge.ts';

// The purge's walk over the candidates on an in-memory Cosmos emulator: pages, candidates kept as
// active among due ones, the time budget. (tests/api/retention.test.ts runs it on the local stack.)

const NOW = new Date('2026-12-07T03:30:00.000Z');
const PERIODS = { interestYears: 3, terminatedRegistrationYears: 5 };
const OLD = '2019-01-01T00:00:00.000Z';
const RECENT = '2026-06-01T00:00:00.000Z';

cosmosForSuite();
emptiedBeforeEach(['interests', 'registrations', 'interestNotes']);

function storeInterest(id: string, lastContactDate: string | null = null) {
  return container('interests').items.create({ id, createdAt: OLD, updatedAt: OLD, lastContactDate });
}

function storeRegistration(id: string, status: string, updatedAt: string) {
  return container('registrations').items.create({
    id,
    status,
    createdAt: OLD,
    updatedAt,
    studentEmail: '',
    pgPrimaryEmail: '',
  });
}

async function ids(name: 'interests' | 'registrations'): Promise<string[]> {
  const { resources } = await container(name).items.query<string>('SELECT VALUE c.id FROM c').fetchAll();
  return resources.sort();
}

describe('purgeExpiredRecords', () => {
  it('walks every page: candidates kept as active (a recent note) do not hold back the due ones', async () => {
    for (const id of ['i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7']) await storeInterest(id);
    await storeInterest('i8', RECENT);
    // i2 and i5 look due by their own fields, but a contact note is recent.
    for (const interestId of ['i2', 'i5']) {
      await container('interestNotes').items.create({
        id: `note-${interestId}`,
        interestId,
        timestamp: RECENT,
      });
    }
    await storeRegistration('r1', 'Enrollment Terminated', OLD);
    await storeRegistration('r2', 'Enrollment Terminated', RECENT);
    await storeRegistration('r3', 'Enrollment Complete', OLD);
    await storeRegistration('r4', 'Enrollment Terminated', OLD);

    const summary = await purgeExpiredRecords({ now: NOW, periods: PERIODS, pageSize: 2 });

    expect(summary).toEqual({
      interests: 5,
      interestNotes: 0,
      registrations: 2,
      transfers: 0,
      emailLogs: 0,
      duplicateFlags: 0,
      keptActive: 2,
      complete: true,
    });
    expect(await ids('interests')).toEqual(['i2', 'i5', 'i8']);
    expect(await ids('registrations')).toEqual(['r2', 'r3']);
  });

  it('stops taking records when its budget is spent, and the next run takes the rest', async () => {
    for (const id of ['j1', 'j2', 'j3', 'j4']) await storeInterest(id);
    await storeRegistration('k1', 'Enrollment Terminated', OLD);
    // The clock moves a millisecond at each look: the budget allows two records.
    let tick = 0;
    const clock = () => tick++;
    const first = await purgeExpiredRecords({ now: NOW, periods: PERIODS, budgetMs: 3, clock });
    expect(first).toMatchObject({ interests: 2, registrations: 0, complete: false });
    const second = await purgeExpiredRecords({ now: NOW, periods: PERIODS });
    expect(second).toMatchObject({ interests: 2, registrations: 1, complete: true });
    expect((await ids('interests')).filter((id) => id.startsWith('j'))).toEqual([]);
    expect(await ids('registrations')).not.toContain('k1');
  });
});
