import { withLeloListKeys } from '../../data/lelo-list-keys.ts';
import { backfillListKeys } from './list-keys-backfill.ts';

/**
 * Secondary enrollments stored before /lelo-forms (without `listKeys`) get their list keys, so the
 * staff list's ordered queries see them. Entries carry their charter_id since the first submit.
 */
export function backfillLeloListKeys(concurrency = 8): Promise<number> {
  return backfillListKeys('leloRegistrations', withLeloListKeys, concurrency);
}
