import type { InterestStatusChangeInput } from '@enroll/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { VersionedInterest } from '../../../api/interests/get-interest.ts';
import { interestKeys } from '../../../api/interests/query-keys.ts';
import { interestLists, putInterest, useInterestSave } from '../../../api/interests/use-interest-save.ts';
import type { VersionedWrite } from '../../../api/versioned-queries.ts';

/**
 * {status: 'Not Interested'}, {undo: 'Not Interested'} or {enrollstatus: 'Yes'} (domain
 * interestStatusChangeSchema); the server requires the ETag.
 */
export type ChangeInterestStatusRequest = VersionedWrite<'change', InterestStatusChangeInput>;

/** PUT /api/enrollment/status/{id} with If-Match; the move goes through the server's status machine. */
export function changeInterestStatus(request: ChangeInterestStatusRequest): Promise<VersionedInterest> {
  return putInterest(request, request.change, 'status');
}

/** The changed entry into the cache (the undo runs after the page is gone): its detail as saved, the lists read again. */
export function storeChangedInterest(queryClient: QueryClient, id: string, saved: VersionedInterest): void {
  queryClient.setQueryData(interestKeys.detail(id), saved);
  void queryClient.invalidateQueries(interestLists);
}

export function useChangeInterestStatus() {
  return useInterestSave(changeInterestStatus);
}
