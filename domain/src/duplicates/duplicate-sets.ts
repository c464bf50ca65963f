/**
 * Flagged pairs grouped into sets for review: records connected by duplicate pairs form one set (A and
 * B the same student, B and C the same family: A, B and C together). Sibling pairs join no set; they
 * are links between records.
 */
import { DUPLICATE_RULES, type DuplicateRule, isDuplicateRule } from './duplicate-rules.ts';
import type { RecordRef } from './duplicate-subject.ts';

/** Two records and the strongest rule they match. */
export interface DuplicatePair {
  a: RecordRef;
  b: RecordRef;
  rule: DuplicateRule;
}

export interface DuplicateSet {
  /** The smallest member's `refKey`: the same for the same members, whatever order the pairs came in. */
  id: string;
  /** The members, by `refKey`. */
  records: RecordRef[];
  /** The duplicate pairs between them, by `pairKey`. */
  pairs: DuplicatePair[];
}

export interface DuplicateGrouping {
  sets: DuplicateSet[];
  /** The sibling pairs, by `pairKey`. */
  links: DuplicatePair[];
}

/** A record's key: 'interest:<id>', 'registration:<id>', 'lelo:<id>'. */
export function refKey(ref: RecordRef): string {
  return `${ref.kind}:${ref.id}`;
}

/** A pair's key, the same whichever record comes first. */
export function pairKey(a: RecordRef, b: RecordRef): string {
  return [refKey(a), refKey(b)].sort().join('|');
}

const byKey = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/**
 * The pairs grouped: every connected group of duplicate pairs (union-find) as one set, and the sibling
 * pairs apart. A pair given twice counts once, with its stronger rule; a record paired with itself is
 * left out.
 */
export function duplicateSets(pairs: readonly DuplicatePair[]): DuplicateGrouping {
  const strongest = new Map<string, DuplicatePair>();
  for (const pair of pairs) {
    const key = pairKey(pair.a, pair.b);
    if (refKey(pair.a) === refKey(pair.b)) continue;
    const known = strongest.get(key);
    if (!known || DUPLICATE_RULES.indexOf(pair.rule) < DUPLICATE_RULES.indexOf(known.rule))
      strongest.set(key, pair);
  }
  const parent = new Map<string, string>();
  const refs = new Map<string, RecordRef>();
  const root = (key: string): string => {
    let top = key;
    for (let next = parent.get(top); next !== undefined && next !== top; next = parent.get(top)) top = next;
    parent.set(key, top);
    return top;
  };
  const duplicates = [...strongest.entries()].filter(([, pair]) => isDuplicateRule(pair.rule));
  for (const [, { a, b }] of duplicates) {
    for (const ref of [a, b]) {
      if (!refs.has(refKey(ref))) parent.set(refKey(ref), refKey(ref));
      refs.set(refKey(ref), ref);
    }
    // The smaller root stays the root, so every set's root is its smallest member: the set's id.
    const [rootA, rootB] = [root(refKey(a)), root(refKey(b))].sort(byKey) as [string, string];
    parent.set(rootB, rootA);
  }
  const sets = new Map<string, DuplicateSet>();
  for (const key of [...refs.keys()].sort(byKey)) {
    const id = root(key);
    const set = sets.get(id) ?? { id, records: [], pairs: [] };
    set.records.push(refs.get(key) as RecordRef);
    sets.set(id, set);
  }
  for (const [, pair] of duplicates.sort(([x], [y]) => byKey(x, y)))
    sets.get(root(refKey(pair.a)))?.pairs.push(pair);
  const links = [...strongest.entries()]
    .filter(([, pair]) => !isDuplicateRule(pair.rule))
    .sort(([x], [y]) => byKey(x, y))
    .map(([, pair]) => pair);
  return { sets: [...sets.values()].sort((x, y) => byKey(x.id, y.id)), links };
}

/** A set or a link of one charter, as the review screen lists them. */
export type CharterDuplicateSet = DuplicateSet & { charterId: string };
export type CharterDuplicateLink = DuplicatePair & { charterId: string };

/** The sets and sibling links of one or more charters, each with its charter. */
export interface CharterDuplicateGrouping {
  sets: CharterDuplicateSet[];
  links: CharterDuplicateLink[];
}

/** The pairs of each charter grouped into sets and links, in charter order. */
export function charterDuplicateGrouping(
  pairs: readonly (DuplicatePair & { charterId: string })[],
): CharterDuplicateGrouping {
  const byCharter = new Map<string, DuplicatePair[]>();
  for (const { charterId, ...pair } of pairs) {
    const list = byCharter.get(charterId) ?? [];
    list.push(pair);
    byCharter.set(charterId, list);
  }
  const response: CharterDuplicateGrouping = { sets: [], links: [] };
  for (const charterId of [...byCharter.keys()].sort(byKey)) {
    const grouping = duplicateSets(byCharter.get(charterId) ?? []);
    response.sets.push(...grouping.sets.map((set) => ({ ...set, charterId })));
    response.links.push(...grouping.links.map((link) => ({ ...link, charterId })));
  }
  return response;
}
