import { describe, expect, it } from 'vitest';
import type { DuplicateRule } from './duplicate-rules.ts';
import { charterDuplicateGrouping, type DuplicatePair, duplicateSets, pairKey } from './duplicate-sets.ts';
import type { DuplicateKind, RecordRef } from './duplicate-subject.ts';

const ref = (kind: DuplicateKind, id: string): RecordRef => ({ kind, id });
const A = ref('interest', 'a');
const B = ref('registration', 'b');
const C = ref('lelo', 'c');
const D = ref('interest', 'd');
const E = ref('interest', 'e');
const pair = (a: RecordRef, b: RecordRef, rule: DuplicateRule): DuplicatePair => ({ a, b, rule });

describe('pairKey', () => {
  it('is the same whichever record comes first, and tells kinds apart', () => {
    expect(pairKey(A, B)).toBe(pairKey(B, A));
    expect(pairKey(A, B)).toBe('interest:a|registration:b');
    expect(pairKey(ref('interest', 'x'), A)).not.toBe(pairKey(ref('lelo', 'x'), A));
  });
});

describe('duplicateSets', () => {
  it('puts records connected by any duplicate rule in one set (A~B strong, B~C family: A, B and C)', () => {
    const pairs = [pair(B, C, 'likely-family'), pair(A, B, 'strong')];
    expect(duplicateSets(pairs)).toEqual({
      sets: [{ id: 'interest:a', records: [A, C, B], pairs: [pairs[1], pairs[0]] }],
      links: [],
    });
  });

  it('keeps sibling pairs out of the sets, as links', () => {
    const { sets, links } = duplicateSets([
      pair(A, B, 'strong'),
      pair(B, D, 'sibling'),
      pair(E, D, 'sibling'),
    ]);
    expect(sets.map((set) => set.records)).toEqual([[A, B]]);
    expect(links).toEqual([pair(E, D, 'sibling'), pair(B, D, 'sibling')]);
  });

  it('gives unconnected groups their own sets, each named after its smallest member', () => {
    const { sets } = duplicateSets([pair(E, D, 'likely-typo'), pair(C, B, 'strong')]);
    expect(sets.map((set) => [set.id, set.records])).toEqual([
      ['interest:d', [D, E]],
      ['lelo:c', [C, B]],
    ]);
  });

  it('gives the same sets whatever order the pairs come in', () => {
    const pairs = [
      pair(D, E, 'strong'),
      pair(C, D, 'likely-typo'),
      pair(A, B, 'sibling'),
      pair(B, C, 'strong'),
    ];
    expect(duplicateSets([...pairs].reverse())).toEqual(duplicateSets(pairs));
    expect(duplicateSets(pairs).sets.map((set) => set.id)).toEqual(['interest:d']);
  });

  it('counts a pair given twice once, with its stronger rule, and leaves out a record paired with itself', () => {
    const { sets, links } = duplicateSets([
      pair(A, B, 'sibling'),
      pair(B, A, 'likely-family'),
      pair(C, C, 'strong'),
    ]);
    expect(sets).toEqual([{ id: 'interest:a', records: [A, B], pairs: [pair(B, A, 'likely-family')] }]);
    expect(links).toEqual([]);
  });
});

describe('charterDuplicateGrouping', () => {
  it('groups each charter apart: records of two charters never share a set', () => {
    const response = charterDuplicateGrouping([
      { ...pair(A, B, 'strong'), charterId: 'c2' },
      { ...pair(C, D, 'likely-typo'), charterId: 'c1' },
      // The same records in another charter's flag would be another set there.
      { ...pair(B, C, 'strong'), charterId: 'c1' },
      { ...pair(D, E, 'sibling'), charterId: 'c1' },
    ]);
    expect(response.sets.map((set) => [set.charterId, set.records.map((record) => record.id)])).toEqual([
      ['c1', ['d', 'c', 'b']],
      ['c2', ['a', 'b']],
    ]);
    expect(response.links).toEqual([{ ...pair(D, E, 'sibling'), charterId: 'c1' }]);
  });
});
