import type { EditInterestValues } from '@enroll/domain';
import type { VersionedInterest } from '../../../api/interests/get-interest.ts';
import { putInterest, useInterestSave } from '../../../api/interests/use-interest-save.ts';
import type { VersionedWrite } from '../../../api/versioned-queries.ts';

export type UpdateInterestRequest = VersionedWrite<'values', EditInterestValues>;

/** PUT /api/enrollment/{id} (Edit Interest) with If-Match; answers the saved entry and its new ETag. */
export function updateInterest(request: UpdateInterestRequest): Promise<VersionedInterest> {
  return putInterest(request, request.values);
}

/** The save of the Edit Interest form; the detail and the lists read the saved entry afterwards. */
export function useUpdateInterest() {
  return useInterestSave(updateInterest);
}
