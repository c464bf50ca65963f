import type { InterestEntry } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { getVersioned, type Versioned } from '../../lib/api-client.ts';
import { freshRead } from '../versioned-queries.ts';
import { interestKeys } from './query-keys.ts';

/** An entry as just read, with the version a later change sends as If-Match. */
export type VersionedInterest = Versioned<'entry', InterestEntry>;

/** /api/enrollment/{id}, or /api/enrollment/{action}/{id} (status): the address of one entry, read and changed. */
export function interestPath(id: string, action?: string): string {
  return `/api/enrollment/${action ? `${action}/` : ''}${encodeURIComponent(id)}`;
}

/** GET /api/enrollment/{id}: one entry of the caller's charters (404 for an unknown id or another charter). */
export function getInterest(id: string): Promise<VersionedInterest> {
  return getVersioned('entry', interestPath(id));
}

export function useInterest(id: string) {
  return useQuery({ queryKey: interestKeys.detail(id), queryFn: () => getInterest(id), ...freshRead });
}
