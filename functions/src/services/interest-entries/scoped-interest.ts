import {
  applyInterestEvent,
  type CharterScope,
  catalogError,
  type DomainError,
  type InterestEntry,
  type InterestEvent,
} from '@enroll/domain';
import {
  interestConflict,
  type ReadInterest,
  readInterest,
  replaceInterest,
} from '../../data/interests-repository.ts';
import { withoutListKeys } from '../../data/list-keys.ts';
import { assertCurrentVersion, withoutSystemFields } from '../../data/system-fields.ts';
import { readInScope } from '../../platform/charter-scope.ts';

export const NO_INTEREST = 'No interest entry has this id.';

/**
 * The entry of this id within the caller's charters, with its ETag. An unknown id and an entry of a
 * charter outside the scope are the same notFound, so ids of other charters do not leak.
 */
export function readScopedInterest(scope: CharterScope, id: string): Promise<ReadInterest> {
  return readInScope(scope, id, readInterest, NO_INTEREST);
}

/** A given If-Match that is not the entry's stored version: 'interest.conflict'. */
export function assertCurrentInterest(stored: ReadInterest, etag: string | null): void {
  assertCurrentVersion(stored, etag, interestConflict);
}

/** An enrolled entry is no longer edited here (the spec's alert, as a 409 the screen shows). */
export function enrolledNoEdit(): DomainError {
  return catalogError('conflict', 'interest.enrolledNoEdit');
}

export function transitionInvalid(): DomainError {
  return catalogError('conflict', 'interest.transition.invalid');
}

/** The entry as the API answers it: no Cosmos system fields, no list keys. */
export function interestBody(stored: ReadInterest): InterestEntry {
  return withoutListKeys<InterestEntry>(withoutSystemFields(stored));
}

/**
 * Applies a status-machine event to the entry version `etag` names: an event not legal in the entry's
 * status is a 409 'interest.transition.invalid', a newer version a 409 'interest.conflict'.
 */
export async function applyEvent(
  entry: ReadInterest,
  event: InterestEvent,
  etag: string,
  now: Date = new Date(),
): Promise<ReadInterest> {
  const change = applyInterestEvent(entry, event, now);
  if (!change) throw transitionInvalid();
  return replaceInterest({ ...interestBody(entry), ...change, updatedAt: now.toISOString() }, etag);
}
