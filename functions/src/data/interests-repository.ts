import { applyInterestEvent, catalogError, type DomainError, type InterestEntry } from '@enroll/domain';
import { container, queryAll } from './cosmos-client.ts';
import { isCosmosStatus } from './create-once.ts';
import { type StoredInterest, withInterestListKeys } from './interest-list-keys.ts';
import { listedRecords } from './listed-records.ts';
import type { WithEtag } from './system-fields.ts';

/** A stored entry as read, with its ETag for a conditional write. */
export type ReadInterest = WithEtag<StoredInterest>;

/** The 409 of a write made against an older version of the entry (the ETag no longer matches). */
export function interestConflict(): DomainError {
  return catalogError('conflict', 'interest.conflict');
}

/**
 * An entry's point reads and writes (listedRecords): every write goes through withInterestListKeys, so
 * the list's search and sort keys always match the entry; a versioned write or delete against an older
 * version is a 409 'interest.conflict' (the screen reloads).
 */
const interests = listedRecords({
  container: 'interests',
  withListKeys: withInterestListKeys,
  conflict: interestConflict,
  what: 'Interest',
});
export const createInterestOnce = interests.createOnce;
export const findInterest = interests.find;
export const readInterest = interests.read;
export const replaceInterest = interests.replace;
export const deleteInterest = interests.delete;

/** The entry of a public link's uuid (a cross-partition query on `_uuid`), with its ETag. */
export async function findInterestByUuid(
  uuid: string,
): Promise<{ entry: InterestEntry; etag: string } | null> {
  const resources = await queryAll<InterestEntry & { _etag: string }>('interests', {
    query: 'SELECT * FROM c WHERE c._uuid = @uuid',
    parameters: [{ name: '@uuid', value: uuid }],
  });
  const [found] = resources;
  return found ? { entry: found, etag: found._etag } : null;
}

/**
 * After a registration made from the entry is stored: the status machine's 'enrollmentSubmitted'
 * (enrollstatus 'Yes', status 'Enrollment Submitted') and the registration's id, which the staff list
 * and detail link to. An entry already enrolled only gains the id when it lacks one (the first
 * registration stays its registration). Guarded by the ETag; a lost race is retried once.
 */
export async function markInterestEnrolled(
  uuid: string,
  registrationId: string,
  attempts = 2,
): Promise<boolean> {
  const found = await findInterestByUuid(uuid);
  if (!found) return false;
  const now = new Date();
  let updated: InterestEntry;
  if (found.entry.status === 'Enrollment Submitted') {
    if (found.entry.registrationId) return true;
    updated = { ...found.entry, registrationId, updatedAt: now.toISOString() };
  } else {
    const change = applyInterestEvent(found.entry, 'enrollmentSubmitted', now);
    if (!change) return false;
    updated = {
      ...found.entry,
      ...change,
      registrationId: found.entry.registrationId ?? registrationId,
      updatedAt: now.toISOString(),
    };
  }
  try {
    await container('interests')
      .item(found.entry.id, found.entry.id)
      .replace(withInterestListKeys(updated), {
        accessCondition: { type: 'IfMatch', condition: found.etag },
      });
    return true;
  } catch (error) {
    if (isCosmosStatus(error, 412) && attempts > 1)
      return markInterestEnrolled(uuid, registrationId, attempts - 1);
    throw error;
  }
}
