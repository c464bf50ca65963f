import {
  type CharterScope,
  catalogError,
  type DomainError,
  invalidField,
  isCharterInScope,
  type RegistrationRecord,
  type Site,
} from '@enroll/domain';
import { withoutListKeys } from '../../data/list-keys.ts';
import {
  isTransferOpenFor,
  type RegistrationTransfer,
  readTransfer,
} from '../../data/registration-transfers-repository.ts';
import {
  type ReadRegistration,
  readRegistration,
  registrationConflict,
} from '../../data/registrations-repository.ts';
import { findSite, toSite } from '../../data/sites-repository.ts';
import { assertCurrentVersion, withoutSystemFields } from '../../data/system-fields.ts';
import { readInScope } from '../../platform/charter-scope.ts';

export const NO_REGISTRATION = 'No registration has this id.';

/**
 * The registration a staff request names, with its ETag. An unknown id, a malformed one and a
 * registration of a charter outside the caller's scope answer the same 404, so ids of other charters
 * do not leak. (A registration stored before charter_id existed is seen by a Super Admin only.)
 */
export function readScopedRegistration(scope: CharterScope, id: string): Promise<ReadRegistration> {
  return readInScope(scope, id, readRegistration, NO_REGISTRATION);
}

/** The registration as the API answers it: no Cosmos system fields, no list keys. */
export function registrationBody(stored: ReadRegistration): RegistrationRecord {
  return withoutListKeys<RegistrationRecord>(withoutSystemFields(stored));
}

/** A complete or terminated registration is closed for edits (the detail hides Edit Form). */
export function registrationNotEditable(): DomainError {
  return catalogError('conflict', 'registration.notEditable');
}

function fieldError(
  field: 'site' | 'transferId',
  code: 'registration.site.invalid' | 'registration.transfer.invalid',
): DomainError {
  return invalidField(field, code);
}

/**
 * The stored site a staff registration names. Unknown and out of scope are the same 400 on `site`
 * ('Invalid Site ID'), so a form cannot probe other charters' sites. Its fields, never the body's,
 * become the learning center.
 */
export async function siteInScope(siteId: string, scope: CharterScope): Promise<Site> {
  const stored = await findSite(siteId);
  const site = stored ? toSite(stored) : null;
  if (!site || !isCharterInScope(scope, site.charter.id)) {
    throw fieldError('site', 'registration.site.invalid');
  }
  return site;
}

/**
 * The transfer the Add Registration Form started from: it must exist, be of a charter in scope and
 * not have made another registration; anything else is a 400 on `transferId` ('This transfer is no
 * longer available …'), the same for each case.
 */
export async function transferInScope(
  transferId: string,
  scope: CharterScope,
  registrationId: string,
): Promise<RegistrationTransfer> {
  const transfer = await readTransfer(transferId);
  if (
    !transfer ||
    !isCharterInScope(scope, transfer.charter_id) ||
    !isTransferOpenFor(transfer, registrationId)
  ) {
    throw transferInvalid();
  }
  return transfer;
}

export function transferInvalid(): DomainError {
  return fieldError('transferId', 'registration.transfer.invalid');
}

/**
 * The registration a processing write changes: of the caller's charters (else notFound) and still the
 * version the client read (else 409 'registration.conflict').
 */
export async function readCurrentRegistration(
  scope: CharterScope,
  id: string,
  etag: string,
): Promise<ReadRegistration> {
  const stored = await readScopedRegistration(scope, id);
  assertCurrentVersion(stored, etag, registrationConflict);
  return stored;
}
