import type { EditInterestValues, InterestEntry } from '@enroll/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VersionedInterest } from '../../../api/interests/get-interest.ts';
import { interestKeys } from '../../../api/interests/query-keys.ts';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';

export interface UpdateInterestRequest {
  id: string;
  values: EditInterestValues;
  /** The ETag of the read the form started from: a change made since by someone else answers 409. */
  etag: string | null;
}

/** PUT /api/enrollment/{id} (Edit Interest) with If-Match; answers the saved entry and its new ETag. */
export async function updateInterest({
  id,
  values,
  etag,
}: UpdateInterestRequest): Promise<VersionedInterest> {
  const { body, headers } = await apiFetchWithHeaders<InterestEntry>(
    `/api/enrollment/${encodeURIComponent(id)}`,
    { method: 'PUT', json: values, headers: etag ? { 'If-Match': etag } : undefined },
  );
  return { entry: body, etag: headers.get('ETag') };
}

/** The save of the Edit Interest form; the detail and the lists read the saved entry afterwards. */
export function useUpdateInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInterest,
    onSuccess: (saved, { id }) => {
      queryClient.setQueryData(interestKeys.detail(id), saved);
      void queryClient.invalidateQueries({ queryKey: interestKeys.lists() });
    },
  });
}
