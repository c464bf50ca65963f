import { isRecordId, type LeloRegistrationRecord } from '@enroll/domain';
import { findLeloRegistration } from '../../data/lelo-registrations-repository.ts';
import type { WithEtag } from '../../data/system-fields.ts';
import { type CharterScope, isCharterInScope } from '../../platform/charter-scope.ts';
import { notFound } from '../../platform/http-errors.ts';

export const NO_LELO_ENTRY = 'No secondary enrollment has this id.';

/**
 * The secondary enrollment a staff export names (by its id, as /lelo-forms/{id}). An unknown id, a
 * malformed one and an entry of a charter outside the caller's scope are the same 404.
 */
export async function readScopedLeloEntry(
  scope: CharterScope,
  id: string,
): Promise<WithEtag<LeloRegistrationRecord>> {
  const stored = isRecordId(id) ? await findLeloRegistration(id) : null;
  if (!stored || !isCharterInScope(scope, stored.charter_id)) throw notFound(NO_LELO_ENTRY);
  return stored;
}

/** A `container/blob` path as the entry stores it (signatures, the signed agreement), split. */
export function blobPathParts(path: string): { container: string; blobName: string } | null {
  const slash = path.indexOf('/');
  if (slash <= 0 || slash === path.length - 1) return null;
  return { container: path.slice(0, slash), blobName: path.slice(slash + 1) };
}
