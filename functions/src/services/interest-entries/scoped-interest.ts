import type { HttpRequest } from '@azure/functions';
import {
  applyInterestEvent,
  type CharterScope,
  catalogError,
  charterScopeOf,
  type DomainError,
  type InterestEntry,
  type InterestEvent,
  isCharterInScope,
  isRecordId,
  notFoundError,
} from '@enroll/domain';
import { withoutInterestListKeys } from '../../data/interest-list-keys.ts';
import {
  interestConflict,
  type ReadInterest,
  readInterest,
  replaceInterest,
} from '../../data/interests-repository.ts';
import { withoutSystemFields } from '../../data/system-fields.ts';
import { ok } from '../../platform/http-responses.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';

export const NO_INTEREST = 'No interest entry has this id.';

export function scopeOf(request: HttpRequest): CharterScope {
  return charterScopeOf(staffIdentityOf(request));
}

/**
 * The entry a staff request names, with its ETag. An unknown id and an entry of a charter outside the
 * caller's scope answer the same 404, so ids of other charters do not leak.
 */
export async function readScopedInterest(request: HttpRequest, id: string): Promise<ReadInterest> {
  const entry = isRecordId(id) ? await readInterest(id) : null;
  if (!entry || !isCharterInScope(scopeOf(request), entry.charter_id)) throw notFoundError(NO_INTEREST);
  return entry;
}

/** The catalog keys of a missing If-Match, one per kind of record. */
export type IfMatchRequiredCode =
  | 'interest.ifMatch.required'
  | 'registration.ifMatch.required'
  | 'leloEdit.ifMatch.required'
  | 'template.ifMatch.required'
  | 'agreementTranslation.ifMatch.required'
  | 'courseNames.ifMatch.required'
  | 'siteSettings.ifMatch.required';

/**
 * The If-Match of a write that must not overwrite someone else's change: missing is a 428 (the
 * client must send the ETag it read), and one that is not the stored version a 409 before anything
 * is written (the conditional write checks it again). Shared by the interest and registration writes;
 * `code` names the record in the message.
 */
export function requiredIfMatch(
  request: HttpRequest,
  code: IfMatchRequiredCode = 'interest.ifMatch.required',
): string {
  const etag = request.headers.get('if-match');
  if (!etag) throw catalogError('preconditionRequired', code);
  return etag;
}

/** A given If-Match that is not the stored version: `conflict()` (the record's 409). */
export function assertCurrentVersion(
  stored: { _etag: string },
  etag: string | null,
  conflict: () => Error = interestConflict,
): void {
  if (etag !== null && etag !== stored._etag) throw conflict();
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
  return withoutInterestListKeys(withoutSystemFields(stored));
}

/** 200 with the entry and its new ETag (for the next If-Match). */
export function interestResponse(stored: ReadInterest) {
  return ok(interestBody(stored), { ETag: stored._etag, 'Cache-Control': 'private, no-store' });
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
