import { type CharterScope, type DuplicatesResponse, duplicatesResponseOf } from '@enroll/domain';
import { allFlags, flagsOfCharters } from '../../data/duplicates-repository.ts';

/** The flags a coordinator has not answered yet, of the charters in scope, grouped into sets and links. */
export async function openDuplicates(scope: CharterScope): Promise<DuplicatesResponse> {
  const flags = scope.all ? await allFlags() : await flagsOfCharters([...scope.charterIds]);
  return duplicatesResponseOf(
    flags
      .filter((flag) => flag.decision === null)
      .map(({ a, b, rule, charterId }) => ({ a, b, rule, charterId })),
  );
}
