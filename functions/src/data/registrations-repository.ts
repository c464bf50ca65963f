import { catalogError, type DomainError } from '@enroll/domain';
import { listedRecords } from './listed-records.ts';
import { type StoredRegistration, withRegistrationListKeys } from './registration-list-keys.ts';
import type { WithEtag } from './system-fields.ts';

/** A stored registration as read, with its ETag for a conditional write. */
export type ReadRegistration = WithEtag<StoredRegistration>;

/** The 409 of a write made against an older version of the registration (the ETag no longer matches). */
export function registrationConflict(): DomainError {
  return catalogError('conflict', 'registration.conflict');
}

/**
 * A registration's point reads and writes (listedRecords), with its list keys recomputed on every
 * write; a versioned write or delete against an older version is a 409 'registration.conflict'.
 */
const registrations = listedRecords({
  container: 'registrations',
  withListKeys: withRegistrationListKeys,
  conflict: registrationConflict,
  what: 'Registration',
});
export const createRegistrationOnce = registrations.createOnce;
export const findRegistration = registrations.find;
export const readRegistration = registrations.read;
export const replaceRegistration = registrations.replace;
export const deleteRegistration = registrations.delete;
