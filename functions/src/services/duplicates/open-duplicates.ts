import {
  type CharterDuplicateGrouping,
  type CharterScope,
  charterDuplicateGrouping,
  type DuplicateRecordName,
  type DuplicatesResponse,
  refKey,
} from '@enroll/domain';
import { allFlags, flagsOfCharters, subjectsById } from '../../data/duplicates-repository.ts';

/** The flags not answered yet of the charters in scope (every charter's for a Super Admin), grouped. */
export async function openGrouping(scope: CharterScope): Promise<CharterDuplicateGrouping> {
  const flags = scope.all ? await allFlags() : await flagsOfCharters([...scope.charterIds]);
  return charterDuplicateGrouping(
    flags
      .filter((flag) => flag.decision === null)
      .map(({ a, b, rule, charterId }) => ({ a, b, rule, charterId })),
  );
}

/** The open set of each record in the charters in scope: its `refKey` → the set's id. */
export async function openSetIdsOf(scope: CharterScope): Promise<Map<string, string>> {
  const { sets } = await openGrouping(scope);
  return new Map(sets.flatMap((set) => set.records.map((record) => [refKey(record), set.id] as const)));
}

/** The names and birth dates of the records of `grouping`, read from their stored subjects. */
async function namesOf(grouping: CharterDuplicateGrouping): Promise<DuplicateRecordName[]> {
  const idsByCharter = new Map<string, Set<string>>();
  const add = (charterId: string, ...keys: string[]) => {
    const ids = idsByCharter.get(charterId) ?? new Set<string>();
    for (const key of keys) ids.add(key);
    idsByCharter.set(charterId, ids);
  };
  for (const set of grouping.sets) add(set.charterId, ...set.records.map(refKey));
  for (const link of grouping.links) add(link.charterId, refKey(link.a), refKey(link.b));
  const subjects = await Promise.all(
    [...idsByCharter].map(([charterId, ids]) => subjectsById(charterId, [...ids])),
  );
  return subjects.flat().map(({ subject }) => ({
    kind: subject.kind,
    id: subject.id,
    studentFirstName: subject.studentFirstName,
    studentLastName: subject.studentLastName,
    birthDate: subject.birthDate,
  }));
}

/** GET /api/duplicates: the open sets and sibling links of the charters in scope, with their records' names. */
export async function openDuplicates(scope: CharterScope): Promise<DuplicatesResponse> {
  const grouping = await openGrouping(scope);
  return { ...grouping, names: await namesOf(grouping) };
}
