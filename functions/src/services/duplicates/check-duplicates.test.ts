import type { InterestEntry } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { testInterestEntry } from '../../../../domain/test-support/interest-entry.ts';
import { cosmosForSuite, emptiedBeforeEach } from '../../../test-support/cosmos-suite.ts';
import { container } from '../../data/cosmos-client.ts';
import type { StoredDuplicateFlag, StoredDuplicateSubject } from '../../data/duplicates-repository.ts';
import { checkDuplicates, MAX_FLAGS_PER_RECORD } from './check-duplicates.ts';

// The check's bookkeeping on an in-memory Cosmos emulator (tests/api/duplicates.test.ts runs it after
// real writes on the local stack; domain/src/duplicates/ tests the rules themselves).

const CHARTER = 'charter-1';

cosmosForSuite();
emptiedBeforeEach(['interests', 'registrations', 'duplicateSubjects', 'duplicateFlags']);

function student(id: string, overrides: Partial<InterestEntry> = {}): InterestEntry {
  return testInterestEntry({
    id,
    charter_id: CHARTER,
    studentFirstName: 'Marisol',
    studentLastName: 'Reyes',
    birthDate: '2010-04-09',
    primaryEmail: `${id}@example.com`,
    phone: '',
    ...overrides,
  });
}

async function storeInterest(entry: InterestEntry): Promise<void> {
  await container('interests').items.upsert(entry);
}

async function flags(): Promise<StoredDuplicateFlag[]> {
  const { resources } = await container('duplicateFlags').items.readAll<StoredDuplicateFlag>().fetchAll();
  return resources.sort((x, y) => (x.id < y.id ? -1 : 1));
}

async function subjects(): Promise<string[]> {
  const { resources } = await container('duplicateSubjects')
    .items.readAll<StoredDuplicateSubject>()
    .fetchAll();
  return resources.map((document) => document.id).sort();
}

describe('checkDuplicates', () => {
  it('flags a pair once with its rule; a second check of either record changes nothing', async () => {
    await storeInterest(student('i1'));
    await storeInterest(student('i2', { studentFirstName: 'MARISOL' }));
    expect(await checkDuplicates({ kind: 'interest', id: 'i1' })).toEqual({
      flagged: 0,
      cleared: 0,
      capped: 0,
    });
    expect(await checkDuplicates({ kind: 'interest', id: 'i2' })).toEqual({
      flagged: 1,
      cleared: 0,
      capped: 0,
    });
    expect(await flags()).toMatchObject([
      {
        id: 'interest:i1|interest:i2',
        charterId: CHARTER,
        a: { kind: 'interest', id: 'i1' },
        b: { kind: 'interest', id: 'i2' },
        rule: 'strong',
        decision: null,
      },
    ]);
    expect(await checkDuplicates({ kind: 'interest', id: 'i1' })).toEqual({
      flagged: 0,
      cleared: 0,
      capped: 0,
    });
    expect(await checkDuplicates({ kind: 'interest', id: 'i2' })).toEqual({
      flagged: 0,
      cleared: 0,
      capped: 0,
    });
  });

  it("keeps a 'Not duplicates' answer while the compared fields stay, and asks again when one changes", async () => {
    await storeInterest(student('i1'));
    await storeInterest(student('i2'));
    await checkDuplicates({ kind: 'interest', id: 'i1' });
    await checkDuplicates({ kind: 'interest', id: 'i2' });
    const [flag] = await flags();
    if (!flag) throw new Error('no flag');
    const decision = { reason: 'Twins', by: 'coordinator@example.org', at: '2026-12-07T10:00:00.000Z' };
    await container('duplicateFlags').items.upsert({ ...flag, decision });

    // A field the rule did not compare (the e-mail) changes: the answer stands.
    await storeInterest(student('i2', { primaryEmail: 'new@example.com' }));
    await checkDuplicates({ kind: 'interest', id: 'i2' });
    expect((await flags())[0]?.decision).toEqual(decision);

    // A compared field (one letter of the first name) changes: flagged again, unanswered.
    await storeInterest(student('i2', { studentFirstName: 'Marisel' }));
    expect(await checkDuplicates({ kind: 'interest', id: 'i2' })).toMatchObject({ flagged: 1 });
    expect(await flags()).toMatchObject([{ rule: 'likely-typo', decision: null }]);
  });

  it('forgets a deleted record, and a record moved to another charter where it was', async () => {
    for (const id of ['i1', 'i2', 'i3']) await storeInterest(student(id));
    for (const id of ['i1', 'i2', 'i3']) await checkDuplicates({ kind: 'interest', id });
    expect(await flags()).toHaveLength(3);

    await container('interests').item('i3', 'i3').delete();
    expect(await checkDuplicates({ kind: 'interest', id: 'i3' })).toEqual({
      flagged: 0,
      cleared: 2,
      capped: 0,
    });
    expect((await flags()).map((flag) => flag.id)).toEqual(['interest:i1|interest:i2']);

    await storeInterest(student('i2', { charter_id: 'charter-2' }));
    expect(await checkDuplicates({ kind: 'interest', id: 'i2' })).toEqual({
      flagged: 0,
      cleared: 1,
      capped: 0,
    });
    expect(await flags()).toEqual([]);
    expect(await subjects()).toEqual(['interest:i1', 'interest:i2']);
  });

  it('never flags an interest with the registration made from it', async () => {
    await storeInterest(student('i1', { registrationId: 'r1' }));
    await container('registrations').items.upsert({
      id: 'r1',
      charter_id: CHARTER,
      firstName: 'Marisol',
      lastName: 'Reyes',
      birthDate: '2010-04-09',
      pgRelationshipToStudent: 'Mother',
      pgPrimaryEmail: 'i1@example.com',
      pgPrimaryPhone: '',
      interestId: 'i1',
    });
    await checkDuplicates({ kind: 'interest', id: 'i1' });
    expect(await checkDuplicates({ kind: 'registration', id: 'r1' })).toEqual({
      flagged: 0,
      cleared: 0,
      capped: 0,
    });
    expect(await flags()).toEqual([]);
  });

  it(`flags at most ${MAX_FLAGS_PER_RECORD} records per record, the strongest first`, async () => {
    const ids = Array.from(
      { length: MAX_FLAGS_PER_RECORD + 2 },
      (_, index) => `s${String(index).padStart(2, '0')}`,
    );
    for (const id of ids) {
      await storeInterest(student(id));
      await container('duplicateSubjects').items.upsert({
        id: `interest:${id}`,
        charterId: CHARTER,
        subject: {
          kind: 'interest',
          id,
          charterId: CHARTER,
          studentFirstName: 'Marisol',
          studentLastName: 'Reyes',
          birthDate: '2010-04-09',
          parentEmail: '',
          parentPhone: '',
        },
        keys: ['bl:2010-04-09|reyes', 'bs:2010-04-09|marisol|reyes'],
        linked: [],
        updatedAt: '2026-12-07T00:00:00.000Z',
      });
    }
    // A typo of the same student, not as strong: left out first.
    await storeInterest(student('t1', { studentFirstName: 'Marisel' }));
    await checkDuplicates({ kind: 'interest', id: 't1' });
    await storeInterest(student('new'));
    expect(await checkDuplicates({ kind: 'interest', id: 'new' })).toEqual({
      flagged: MAX_FLAGS_PER_RECORD,
      cleared: 0,
      capped: 3,
    });
    const ofNew = (await flags()).filter((flag) => flag.a.id === 'new' || flag.b.id === 'new');
    expect(ofNew.every((flag) => flag.rule === 'strong')).toBe(true);
  });
});
