import {
  type CharterScope,
  type LeloRegistrationRecord,
  type LeloSignatureSigner,
  type LeloStaffEntry,
  notFoundError,
} from '@enroll/domain';
import { findLeloRegistration } from '../../data/lelo-registrations-repository.ts';
import type { WithEtag } from '../../data/system-fields.ts';
import { withoutSystemFields } from '../../data/system-fields.ts';
import { readInScope } from '../../platform/charter-scope.ts';
import { downloadBuffer } from '../blob-store.ts';
import { blobPathParts } from '../storage-names.ts';

export const NO_LELO_ENTRY = 'No secondary enrollment has this id.';

/** A stored secondary enrollment as read, with its ETag for a conditional write. */
export type ReadLeloEntry = WithEtag<LeloRegistrationRecord>;

/**
 * The secondary enrollment a staff request names, with its ETag. An unknown id, a malformed one and an
 * entry of a charter outside the caller's scope answer the same 404, so ids of other charters do not leak.
 */
export function readScopedLeloEntry(scope: CharterScope, id: string): Promise<ReadLeloEntry> {
  return readInScope(scope, id, findLeloRegistration, NO_LELO_ENTRY);
}

/**
 * The entry as staff read it: no Cosmos system fields, no idempotency key, and the signature blob
 * paths replaced by whether each image exists (the images are read through the signature endpoint).
 */
export function leloStaffBody(stored: LeloRegistrationRecord): LeloStaffEntry {
  const {
    signedWithKey: _key,
    studentSignatureBlob,
    parentSignatureBlob,
    ...fields
  } = withoutSystemFields(stored);
  return {
    ...fields,
    signatures: { student: Boolean(studentSignatureBlob), parent: Boolean(parentSignatureBlob) },
  };
}

/**
 * The PNG of one signature of the entry (`container/name` blob path), or a 404 when the entry has
 * none (unsigned, or a 'Self 18+' student's parent).
 */
export async function signaturePng(
  entry: LeloRegistrationRecord,
  signer: LeloSignatureSigner,
): Promise<Buffer> {
  const path = signer === 'student' ? entry.studentSignatureBlob : entry.parentSignatureBlob;
  const parts = path ? blobPathParts(path) : null;
  if (!parts) throw notFoundError('This entry has no such signature.');
  return downloadBuffer(parts.container, parts.blobName);
}
