import type { InterestEntry } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetchWithHeaders } from '../../lib/api-client.ts';
import { interestKeys } from './query-keys.ts';

/** An entry as just read, with the version a later change sends as If-Match. */
export interface VersionedInterest {
  entry: InterestEntry;
  /** The ETag header: a change made by someone else since this read is refused with 409. */
  etag: string | null;
}

/** GET /api/enrollment/{id}: one entry of the caller's charters (404 for an unknown id or another charter). */
export async function getInterest(id: string): Promise<VersionedInterest> {
  const { body, headers } = await apiFetchWithHeaders<InterestEntry>(
    `/api/enrollment/${encodeURIComponent(id)}`,
    { cache: 'no-store' },
  );
  return { entry: body, etag: headers.get('ETag') };
}

export function useInterest(id: string) {
  return useQuery({
    queryKey: interestKeys.detail(id),
    queryFn: () => getInterest(id),
    staleTime: 0,
    retry: false,
  });
}
