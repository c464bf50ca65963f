import type { LeloStaffEditInput, LeloStaffEntry } from '@enroll/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leloEntryPath, type VersionedLeloEntry } from '../../../api/lelo-staff/get-lelo-entry.ts';
import { leloEntryKeys } from '../../../api/lelo-staff/lelo-entry-keys.ts';
import { leloListKeys } from '../../../api/lelo-staff/query-keys.ts';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';

export interface UpdateLeloEntryRequest {
  id: string;
  values: LeloStaffEditInput;
  /** The ETag of the read the edit started from: a change made since by someone else answers 409. */
  etag: string | null;
}

/** PUT /api/leloRegistration/staff/{id} with If-Match; answers the saved entry and its new ETag. */
export async function updateLeloEntry({
  id,
  values,
  etag,
}: UpdateLeloEntryRequest): Promise<VersionedLeloEntry> {
  const { body, headers } = await apiFetchWithHeaders<LeloStaffEntry>(leloEntryPath(id), {
    method: 'PUT',
    json: values,
    headers: etag ? { 'If-Match': etag } : undefined,
  });
  return { entry: body, etag: headers.get('ETag') };
}

/** The save of /editLeloForm: the detail shows the saved entry and the list reads it afresh. */
export function useUpdateLeloEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLeloEntry,
    onSuccess: (saved, { id }) => {
      queryClient.setQueryData(leloEntryKeys.detail(id), saved);
      void queryClient.invalidateQueries({ queryKey: leloListKeys.all });
    },
  });
}
