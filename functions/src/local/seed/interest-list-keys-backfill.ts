import { type InterestEntry, NO_SITE_ID } from '@enroll/domain';
import { container } from '../../data/cosmos-client.ts';
import { isCosmosStatus } from '../../data/create-once.ts';
import { withInterestListKeys } from '../../data/interest-list-keys.ts';
import { findSite } from '../../data/sites-repository.ts';
import { withoutSystemFields } from '../../data/system-fields.ts';
import { runLimited } from './run-limited.ts';

type OldInterest = InterestEntry & { _etag: string; listKeys?: unknown; charter_id?: string };

/** The charter of the entry's learning center: '' without a site (only a Super Admin sees those). */
async function charterIdOf(entry: OldInterest): Promise<string> {
  if (typeof entry.charter_id === 'string') return entry.charter_id;
  if (!entry.learningCenterId || entry.learningCenterId === NO_SITE_ID) return '';
  return (await findSite(entry.learningCenterId))?.charter.id ?? '';
}

/**
 * Interest entries stored before the staff list (no `listKeys`, no `charter_id`) get them, so the
 * list's ordered queries and charter scope see them. Only such entries are read and written, each
 * guarded by its ETag (an entry changed meanwhile was written with its keys); a second run writes
 * nothing.
 */
export async function backfillInterestListKeys(concurrency = 8): Promise<number> {
  const { resources } = await container('interests')
    .items.query<OldInterest>(
      'SELECT * FROM c WHERE NOT IS_DEFINED(c.listKeys) OR NOT IS_DEFINED(c.charter_id)',
    )
    .fetchAll();
  let written = 0;
  const tasks = resources.map((stored) => async () => {
    const { listKeys: _old, _etag: _ignored, ...entry } = withoutSystemFields(stored);
    const updated = withInterestListKeys({ ...entry, charter_id: await charterIdOf(stored) });
    try {
      await container('interests')
        .item(stored.id, stored.id)
        .replace(updated, { accessCondition: { type: 'IfMatch', condition: stored._etag } });
      written += 1;
    } catch (error) {
      if (!isCosmosStatus(error, 412)) throw error;
    }
  });
  await runLimited(tasks, concurrency);
  return written;
}
