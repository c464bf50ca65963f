import type { InterestEntry } from '@enroll/domain';
import { container } from './cosmos-client.ts';
import { createOnce, isCosmosStatus } from './create-once.ts';

/** Stores a new entry once per id; see createOnce. */
export function createInterestOnce(entry: InterestEntry) {
  return createOnce('interests', entry);
}

export async function findInterest(id: string): Promise<InterestEntry | null> {
  const { resource } = await container('interests').item(id, id).read<InterestEntry>();
  return resource ?? null;
}

/** The entry of a public link's uuid (a cross-partition query on `_uuid`), with its ETag. */
export async function findInterestByUuid(
  uuid: string,
): Promise<{ entry: InterestEntry; etag: string } | null> {
  const { resources } = await container('interests')
    .items.query<InterestEntry & { _etag: string }>({
      query: 'SELECT * FROM c WHERE c._uuid = @uuid',
      parameters: [{ name: '@uuid', value: uuid }],
    })
    .fetchAll();
  const [found] = resources;
  return found ? { entry: found, etag: found._etag } : null;
}

/**
 * After the family's registration is stored: enrollstatus 'Yes', status 'Enrollment Submitted'.
 * Guarded by the ETag; a lost race is retried once with the fresh document.
 */
export async function markInterestEnrolled(uuid: string, attempts = 2): Promise<boolean> {
  const found = await findInterestByUuid(uuid);
  if (!found) return false;
  const updated: InterestEntry = {
    ...found.entry,
    enrollstatus: 'Yes',
    status: 'Enrollment Submitted',
    updatedAt: new Date().toISOString(),
  };
  try {
    await container('interests')
      .item(found.entry.id, found.entry.id)
      .replace(updated, { accessCondition: { type: 'IfMatch', condition: found.etag } });
    return true;
  } catch (error) {
    if (isCosmosStatus(error, 412) && attempts > 1) return markInterestEnrolled(uuid, attempts - 1);
    throw error;
  }
}
