import {
  catalogError,
  type DomainError,
  type RegistrationEvent,
  transitionRegistration,
} from '@enroll/domain';
import { type ReadRegistration, replaceRegistration } from '../../data/registrations-repository.ts';
import { registrationBody } from './scoped-registration.ts';

/** A processing step the registration's status and levels do not allow (the domain's status machine). */
export function transitionIllegal(): DomainError {
  return catalogError('conflict', 'registration.transition.illegal');
}

/**
 * Applies one status-machine event to the registration version `etag` names and stores it under that
 * ETag: an event the machine refuses is a 409 'registration.transition.illegal', a newer version a
 * 409 'registration.conflict' (from replaceRegistration). Only the machine's changes are written.
 */
export async function applyRegistrationEvent(
  stored: ReadRegistration,
  event: RegistrationEvent,
  etag: string,
  now: Date = new Date(),
): Promise<ReadRegistration> {
  const result = transitionRegistration(stored, event);
  if (!result.ok) throw transitionIllegal();
  return replaceRegistration(
    { ...registrationBody(stored), ...result.changes, updatedAt: now.toISOString() },
    etag,
  );
}
