import { withInterestListKeys } from '../../data/interest-list-keys.ts';
import { backfillListKeys } from './list-keys-backfill.ts';

/** Interest entries stored before the staff interest list get their list keys and charter_id. */
export function backfillInterestListKeys(concurrency = 8): Promise<number> {
  return backfillListKeys('interests', withInterestListKeys, concurrency);
}
