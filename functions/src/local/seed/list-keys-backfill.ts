import { NO_SITE_ID } from '@enroll/domain';
import type { ContainerName } from '../../data/containers.ts';
import { container } from '../../data/cosmos-client.ts';
import { isCosmosStatus } from '../../data/create-once.ts';
import { findSite } from '../../data/sites-repository.ts';
import { withoutSystemFields } from '../../data/system-fields.ts';
import { runLimited } from '../../services/import/run-limited.ts';

/** What a backfill reads of an old document: the site it names and the charter it may lack. */
interface OldDocument {
  id: string;
  _etag: string;
  listKeys?: unknown;
  charter_id?: string;
  learningCenterId?: string;
}

/** The charter of the document's learning center: '' without a site (only a Super Admin sees those). */
async function charterIdOf(document: OldDocument): Promise<string> {
  if (typeof document.charter_id === 'string') return document.charter_id;
  if (!document.learningCenterId || document.learningCenterId === NO_SITE_ID) return '';
  return (await findSite(document.learningCenterId))?.charter.id ?? '';
}

/**
 * Documents of a staff list stored before the list (no `listKeys`, no `charter_id`) get them, so the
 * list's ordered queries and charter scope see them; so do documents stored before one of `newKeys`
 * was added (an ORDER BY on a key a document lacks leaves the document out). Only such documents are
 * read and written, each guarded by its ETag (a document changed meanwhile was written with its keys);
 * a second run writes nothing. `withListKeys` is the list's own write helper (it recomputes the keys).
 */
export async function backfillListKeys<Document>(
  name: ContainerName,
  withListKeys: (document: Document) => Document & { listKeys: unknown },
  concurrency = 8,
  newKeys: readonly string[] = [],
): Promise<number> {
  const missing = [
    'NOT IS_DEFINED(c.listKeys)',
    'NOT IS_DEFINED(c.charter_id)',
    ...newKeys.map((key) => `NOT IS_DEFINED(c.listKeys.${key})`),
  ];
  const { resources } = await container(name)
    .items.query<Document & OldDocument>(`SELECT * FROM c WHERE ${missing.join(' OR ')}`)
    .fetchAll();
  let written = 0;
  const tasks = resources.map((stored) => async () => {
    const { listKeys: _old, _etag: _ignored, ...document } = withoutSystemFields(stored);
    const updated = withListKeys({ ...document, charter_id: await charterIdOf(stored) } as Document);
    try {
      await container(name)
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
