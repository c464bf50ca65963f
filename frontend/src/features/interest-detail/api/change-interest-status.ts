import type { InterestStatusChangeInput } from '@enroll/domain';
import type { QueryClient } from '@tanstack/react-query';
import { interestPath, type VersionedInterest } from '../../../api/interests/get-interest.ts';
import { interestKeys } from '../../../api/interests/query-keys.ts';
import { useVersionedSave } from '../../../api/versioned-queries.ts';
import { sendVersioned } from '../../../lib/api-client.ts';

export interface ChangeInterestStatusRequest {
  id: string;
  /** {status: 'Not Interested'}, {undo: 'Not Interested'} or {enrollstatus: 'Yes'} (domain interestStatusChangeSchema). */
  change: InterestStatusChangeInput;
  /** Required by the server: a change made since this read by someone else answers 409. */
  etag: string | null;
}

/** PUT /api/enrollment/status/{id} with If-Match; the move goes through the server's status machine. */
export function changeInterestStatus({
  id,
  change,
  etag,
}: ChangeInterestStatusRequest): Promise<VersionedInterest> {
  return sendVersioned('entry', interestPath(id, 'status'), { method: 'PUT', json: change, etag });
}

/** The lists an entry's change shows in: they read afresh after it. */
const interestLists = { queryKey: interestKeys.lists() };

/** The changed entry into the cache: its detail as saved, the lists read again. */
export function storeChangedInterest(queryClient: QueryClient, id: string, saved: VersionedInterest): void {
  queryClient.setQueryData(interestKeys.detail(id), saved);
  void queryClient.invalidateQueries(interestLists);
}

export function useChangeInterestStatus() {
  return useVersionedSave(changeInterestStatus, ({ id }) => interestKeys.detail(id), interestLists);
}
