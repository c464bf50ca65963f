import type { RegistrationRecord } from '@enroll/domain';
import { getVersioned, recordPath, useFreshRead, type Versioned } from '../versioned-queries.ts';
import { registrationKeys } from './query-keys.ts';

/** A registration as just read, with the version a later change sends as If-Match. */
export type VersionedRegistration = Versioned<'record', RegistrationRecord>;

/** GET /api/registration/{id}: one registration of the caller's charters (404 for an unknown id or another charter). */
export function getRegistration(id: string): Promise<VersionedRegistration> {
  return getVersioned('record', recordPath('registration', id));
}

export function useRegistration(id: string) {
  return useFreshRead(registrationKeys.detail(id), () => getRegistration(id));
}
