import type { RegistrationRecord } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetchWithHeaders } from '../../lib/api-client.ts';
import { registrationKeys } from './query-keys.ts';

/** A registration as just read, with the version a later change sends as If-Match. */
export interface VersionedRegistration {
  record: RegistrationRecord;
  /** The ETag header: a change made by someone else since this read is refused with 409. */
  etag: string | null;
}

/** GET /api/registration/{id}: one registration of the caller's charters (404 for an unknown id or another charter). */
export async function getRegistration(id: string): Promise<VersionedRegistration> {
  const { body, headers } = await apiFetchWithHeaders<RegistrationRecord>(
    `/api/registration/${encodeURIComponent(id)}`,
    { cache: 'no-store' },
  );
  return { record: body, etag: headers.get('ETag') };
}

export function useRegistration(id: string) {
  return useQuery({
    queryKey: registrationKeys.detail(id),
    queryFn: () => getRegistration(id),
    staleTime: 0,
    retry: false,
  });
}
