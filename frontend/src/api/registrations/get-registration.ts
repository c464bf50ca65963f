import type { RegistrationRecord } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { getVersioned, type Versioned } from '../../lib/api-client.ts';
import { freshRead } from '../versioned-queries.ts';
import { registrationKeys } from './query-keys.ts';

/** A registration as just read, with the version a later change sends as If-Match. */
export type VersionedRegistration = Versioned<'record', RegistrationRecord>;

/**
 * /api/registration/{id}, or /api/registration/{action}/{id} for a processing step (status,
 * terminate, add-special-programs): the address of one registration, read and changed.
 */
export function registrationPath(id: string, action?: string): string {
  return `/api/registration/${action ? `${action}/` : ''}${encodeURIComponent(id)}`;
}

/** GET /api/registration/{id}: one registration of the caller's charters (404 for an unknown id or another charter). */
export function getRegistration(id: string): Promise<VersionedRegistration> {
  return getVersioned('record', registrationPath(id));
}

export function useRegistration(id: string) {
  return useQuery({
    queryKey: registrationKeys.detail(id),
    queryFn: () => getRegistration(id),
    ...freshRead,
  });
}
