import type { InterestEntry } from '@enroll/domain';
import { getVersioned, recordPath, useFreshRead, type Versioned } from '../versioned-queries.ts';
import { interestKeys } from './query-keys.ts';

/** An entry as just read, with the version a later change sends as If-Match. */
export type VersionedInterest = Versioned<'entry', InterestEntry>;

/** GET /api/enrollment/{id}: one entry of the caller's charters (404 for an unknown id or another charter). */
export function getInterest(id: string): Promise<VersionedInterest> {
  return getVersioned('entry', recordPath('enrollment', id));
}

export function useInterest(id: string) {
  return useFreshRead(interestKeys.detail(id), () => getInterest(id));
}
