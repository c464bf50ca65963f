import type { EditInterestValues } from '@enroll/domain';
import { interestPath, type VersionedInterest } from '../../../api/interests/get-interest.ts';
import { interestKeys } from '../../../api/interests/query-keys.ts';
import { useVersionedSave } from '../../../api/versioned-queries.ts';
import { sendVersioned } from '../../../lib/api-client.ts';

export interface UpdateInterestRequest {
  id: string;
  values: EditInterestValues;
  /** The ETag of the read the form started from: a change made since by someone else answers 409. */
  etag: string | null;
}

/** PUT /api/enrollment/{id} (Edit Interest) with If-Match; answers the saved entry and its new ETag. */
export function updateInterest({ id, values, etag }: UpdateInterestRequest): Promise<VersionedInterest> {
  return sendVersioned('entry', interestPath(id), { method: 'PUT', json: values, etag });
}

/** The save of the Edit Interest form; the detail and the lists read the saved entry afterwards. */
export function useUpdateInterest() {
  return useVersionedSave(updateInterest, ({ id }) => interestKeys.detail(id), {
    queryKey: interestKeys.lists(),
  });
}
