import type { DuplicateMerge } from '@enroll/domain';
import { container, queryAll } from './cosmos-client.ts';
import { deleteDocument, replaceIfMatch } from './replace-if-match.ts';
import { type WithEtag, withoutSystemFields } from './system-fields.ts';

export async function createMerge(merge: DuplicateMerge): Promise<WithEtag<DuplicateMerge>> {
  const { resource } = await container('duplicateMerges').items.create(merge);
  if (!resource) throw new Error(`Merge ${merge.id} was not stored`);
  return resource as WithEtag<DuplicateMerge>;
}

/** A merge of a charter, with its ETag; null when there is none. */
export async function readMerge(charterId: string, id: string): Promise<WithEtag<DuplicateMerge> | null> {
  const { resource } = await container('duplicateMerges')
    .item(id, charterId)
    .read<WithEtag<DuplicateMerge>>();
  return resource ?? null;
}

/** A merge by id, whatever its charter (the caller's scope is checked on what it answers). */
export async function findMerge(id: string): Promise<WithEtag<DuplicateMerge> | null> {
  const [found] = await queryAll<WithEtag<DuplicateMerge>>('duplicateMerges', {
    query: 'SELECT * FROM c WHERE c.id = @id',
    parameters: [{ name: '@id', value: id }],
  });
  return found ?? null;
}

/** Replaces a merge only if it is still the version read (its state moves one way). */
export async function replaceMerge(
  merge: WithEtag<DuplicateMerge>,
  conflict: Parameters<typeof replaceIfMatch>[3]['conflict'],
): Promise<WithEtag<DuplicateMerge>> {
  return replaceIfMatch(
    'duplicateMerges',
    withoutSystemFields(merge),
    merge._etag,
    { conflict },
    'Merge',
    merge.charterId,
  );
}

export function deleteMerge(merge: Pick<DuplicateMerge, 'id' | 'charterId'>): Promise<boolean> {
  return deleteDocument('duplicateMerges', merge.id, merge.charterId);
}

/** The merges of a charter made since `since` (ISO), newest first. */
export function mergesOfCharter(charterId: string, since: string): Promise<DuplicateMerge[]> {
  return queryAll<DuplicateMerge>(
    'duplicateMerges',
    {
      query: 'SELECT * FROM c WHERE c.charterId = @charterId AND c.at >= @since ORDER BY c.at DESC',
      parameters: [
        { name: '@charterId', value: charterId },
        { name: '@since', value: since },
      ],
    },
    { partitionKey: charterId },
  );
}

/** The charters that have merges (a Super Admin's list reads each). */
export function mergeCharterIds(): Promise<string[]> {
  return queryAll<string>('duplicateMerges', 'SELECT DISTINCT VALUE c.charterId FROM c');
}
