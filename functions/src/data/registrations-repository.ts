import { catalogError, type DomainError, type RegistrationRecord } from '@enroll/domain';
import { container } from './cosmos-client.ts';
import { createOnce, isCosmosStatus } from './create-once.ts';
import { type StoredRegistration, withRegistrationListKeys } from './registration-list-keys.ts';
import type { WithEtag } from './system-fields.ts';

/** A stored registration as read, with its ETag for a conditional write. */
export type ReadRegistration = WithEtag<StoredRegistration>;

/** The 409 of a write made against an older version of the registration (the ETag no longer matches). */
export function registrationConflict(): DomainError {
  return catalogError('conflict', 'registration.conflict');
}

/** Stores a new registration once per id, with its list keys; see createOnce. */
export function createRegistrationOnce<T extends RegistrationRecord>(record: T) {
  return createOnce('registrations', withRegistrationListKeys(record) as T & StoredRegistration);
}

export async function findRegistration(id: string): Promise<RegistrationRecord | null> {
  const { resource } = await container('registrations').item(id, id).read<RegistrationRecord>();
  return resource ?? null;
}

/** The stored registration with its `_etag` (and system fields), or null. */
export async function readRegistration(id: string): Promise<ReadRegistration | null> {
  const { resource } = await container('registrations').item(id, id).read<ReadRegistration>();
  return resource ?? null;
}

/**
 * Replaces the registration only if it is still the version `etag` names (its list keys recomputed);
 * another write in between is a 409 'registration.conflict'. Answers the stored one with its new ETag.
 */
export async function replaceRegistration(
  record: RegistrationRecord,
  etag: string,
): Promise<ReadRegistration> {
  try {
    const { resource } = await container('registrations')
      .item(record.id, record.id)
      .replace<StoredRegistration>(withRegistrationListKeys(record), {
        accessCondition: { type: 'IfMatch', condition: etag },
      });
    if (!resource) throw new Error('replaceRegistration: Cosmos answered no document');
    return resource as ReadRegistration;
  } catch (error) {
    if (isCosmosStatus(error, 412)) throw registrationConflict();
    throw error;
  }
}

/**
 * Deletes the registration if it is still the version `etag` names (412 → 409
 * 'registration.conflict'). False when it was already gone.
 */
export async function deleteRegistration(id: string, etag: string): Promise<boolean> {
  try {
    await container('registrations')
      .item(id, id)
      .delete({ accessCondition: { type: 'IfMatch', condition: etag } });
    return true;
  } catch (error) {
    if (isCosmosStatus(error, 404)) return false;
    if (isCosmosStatus(error, 412)) throw registrationConflict();
    throw error;
  }
}
