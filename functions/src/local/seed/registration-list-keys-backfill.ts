import { withRegistrationListKeys } from '../../data/registration-list-keys.ts';
import { backfillListKeys } from './list-keys-backfill.ts';

/**
 * Registrations stored before /registration-forms (the public wizard's, without `charter_id` or
 * `listKeys`) get charter_id from their learning center's site and their list keys; those stored
 * before /scheduled-orientations get the orientationDate key it orders on.
 */
export function backfillRegistrationListKeys(concurrency = 8): Promise<number> {
  return backfillListKeys('registrations', withRegistrationListKeys, concurrency, ['orientationDate']);
}
