import type { InterestEntry } from '@enroll/domain';
import { recordWrites } from '../versioned-queries.ts';
import { interestKeys } from './query-keys.ts';

/** The lists an entry shows in: they read afresh after a change of it. */
export const interestLists = { queryKey: interestKeys.lists() };

/**
 * A change of one entry (an edit or a status move) at /api/enrollment[/{action}]/{id}: the detail
 * shows the saved entry, the lists read afresh.
 */
export const { put: putInterest, useSave: useInterestSave } = recordWrites<'entry', InterestEntry>(
  'enrollment',
  'entry',
  interestKeys.detail,
  interestLists,
);
