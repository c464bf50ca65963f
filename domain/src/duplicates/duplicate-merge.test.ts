import { describe, expect, it } from 'vitest';
import {
  assertWritable,
  isMergeUndoable,
  mergeDuplicatesSchema,
  mergeNamesOf,
  survivorChangesOf,
} from './duplicate-merge.ts';
import { duplicateRecordViewOf } from './duplicate-record-view.ts';

const interest = { kind: 'interest', id: 'i1' } as const;
const registration = { kind: 'registration', id: 'r1' } as const;
const lelo = { kind: 'lelo', id: 'l1' } as const;
const versions = { 'interest:i1': '"1"', 'registration:r1': '"2"', 'lelo:l1': '"3"' };

describe('mergeDuplicatesSchema', () => {
  const parse = (value: unknown) => mergeDuplicatesSchema.safeParse(value);
  const messages = (value: unknown) =>
    parse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('takes a survivor, the records merged into it, the field choices and the versions seen', () => {
    const result = parse({
      survivor: registration,
      merged: [interest],
      keep: { studentFirstName: interest, zip: registration },
      versions,
    });
    expect(result.success).toBe(true);
  });

  it('refuses a merge of nothing, a survivor merged into itself, a record merged twice', () => {
    expect(messages({ survivor: registration, merged: [], keep: {}, versions })).toEqual([
      ['merged', 'duplicates.merge.mergedMin'],
    ]);
    expect(messages({ survivor: registration, merged: [registration], keep: {}, versions })).toEqual([
      ['merged', 'duplicates.merge.distinct'],
    ]);
    expect(messages({ survivor: registration, merged: [interest, interest], keep: {}, versions })).toEqual([
      ['merged', 'duplicates.merge.distinct'],
    ]);
  });

  it('refuses a value kept from a record outside the merge, and a record whose version is not named', () => {
    expect(messages({ survivor: registration, merged: [interest], keep: { city: lelo }, versions })).toEqual([
      ['keep.city', 'duplicates.records.invalid'],
    ]);
    expect(
      messages({ survivor: registration, merged: [interest], keep: {}, versions: { 'interest:i1': '"1"' } }),
    ).toEqual([['versions', 'duplicates.conflict']]);
  });

  it('refuses a field no merge chooses (the status stays the survivor’s)', () => {
    expect(
      parse({ survivor: registration, merged: [interest], keep: { status: interest }, versions }).success,
    ).toBe(false);
  });
});

describe('survivorChangesOf', () => {
  const survivor = duplicateRecordViewOf(registration, 'c1', {
    firstName: 'Jon',
    lastName: 'Smith',
    birthDate: '2010-01-02',
    pgPrimaryEmail: 'old@example.com',
    city: 'Lancaster',
  });
  const other = duplicateRecordViewOf(interest, 'c1', {
    studentFirstName: 'John',
    studentLastName: 'Smith',
    birthDate: '2010-01-02',
    primaryEmail: 'new@example.com',
    city: 'Lancaster',
  });

  it("writes each value kept from another record to the survivor kind's own property", () => {
    expect(
      survivorChangesOf(survivor, [survivor, other], {
        studentFirstName: interest,
        parentEmail: interest,
        city: interest,
        studentLastName: registration,
      }),
    ).toEqual({ firstName: 'John', pgPrimaryEmail: 'new@example.com' });
  });

  it('changes nothing when every field keeps the survivor’s value', () => {
    expect(survivorChangesOf(survivor, [survivor, other], {})).toEqual({});
  });
});

describe('isMergeUndoable', () => {
  const at = '2026-09-01T12:00:00.000Z';
  const day = 24 * 60 * 60 * 1000;

  it('lets a merge be undone for 90 days, once', () => {
    expect(isMergeUndoable({ state: 'merged', at }, new Date(Date.parse(at) + 90 * day))).toBe(true);
    expect(isMergeUndoable({ state: 'merged', at }, new Date(Date.parse(at) + 90 * day + 1))).toBe(false);
    expect(isMergeUndoable({ state: 'undone', at }, new Date(Date.parse(at) + day))).toBe(false);
    expect(isMergeUndoable({ state: 'merging', at }, new Date(Date.parse(at) + day))).toBe(false);
  });
});

describe('assertWritable', () => {
  const mergedInto = { kind: 'interest', id: 'i1', mergeId: 'm1', at: '2026-09-01T12:00:00.000Z' } as const;

  it('refuses a change of a merged record, and lets the merge itself write it', () => {
    expect(() => assertWritable({ mergedInto })).toThrow(
      expect.objectContaining({ kind: 'conflict', code: 'duplicates.mergedReadOnly' }),
    );
    expect(() => assertWritable({ mergedInto }, 'merge')).not.toThrow();
    expect(() => assertWritable({})).not.toThrow();
  });
});

describe('mergeNamesOf', () => {
  it('names the survivor as the merge keeps it and each merged record as it was', () => {
    const survivor = duplicateRecordViewOf(registration, 'c1', {
      firstName: 'Jon',
      lastName: 'Smith',
      birthDate: '2010-01-02',
    });
    const other = duplicateRecordViewOf(interest, 'c1', {
      studentFirstName: 'John',
      studentLastName: 'Smith',
      birthDate: '2010-01-02',
    });
    expect(mergeNamesOf(survivor, [survivor, other], { studentFirstName: interest })).toEqual([
      {
        kind: 'registration',
        id: 'r1',
        studentFirstName: 'John',
        studentLastName: 'Smith',
        birthDate: '2010-01-02',
      },
      {
        kind: 'interest',
        id: 'i1',
        studentFirstName: 'John',
        studentLastName: 'Smith',
        birthDate: '2010-01-02',
      },
    ]);
  });
});
