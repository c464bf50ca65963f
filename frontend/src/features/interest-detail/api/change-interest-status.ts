import type { InterestEntry, InterestStatusChangeInput } from '@enroll/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { VersionedInterest } from '../../../api/interests/get-interest.ts';
import { interestKeys } from '../../../api/interests/query-keys.ts';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';

export interface ChangeInterestStatusRequest {
  id: string;
  /** {status: 'Not Interested'}, {undo: 'Not Interested'} or {enrollstatus: 'Yes'} (domain interestStatusChangeSchema). */
  change: InterestStatusChangeInput;
  /** Required by the server: a change made since this read by someone else answers 409. */
  etag: string | null;
}

/** PUT /api/enrollment/status/{id} with If-Match; the move goes through the server's status machine. */
export async function changeInterestStatus({
  id,
  change,
  etag,
}: ChangeInterestStatusRequest): Promise<VersionedInterest> {
  const { body, headers } = await apiFetchWithHeaders<InterestEntry>(
    `/api/enrollment/status/${encodeURIComponent(id)}`,
    { method: 'PUT', json: change, headers: etag ? { 'If-Match': etag } : undefined },
  );
  return { entry: body, etag: headers.get('ETag') };
}

/** The changed entry into the cache: its detail as saved, the lists read again. */
export function storeChangedInterest(queryClient: QueryClient, id: string, saved: VersionedInterest): void {
  queryClient.setQueryData(interestKeys.detail(id), saved);
  void queryClient.invalidateQueries({ queryKey: interestKeys.lists() });
}

export function useChangeInterestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeInterestStatus,
    onSuccess: (saved, { id }) => storeChangedInterest(queryClient, id, saved),
  });
}
