import type { RegistrationRecord, StaffRegistrationValues } from '@enroll/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VersionedRegistration } from '../../../api/registrations/get-registration.ts';
import { registrationKeys } from '../../../api/registrations/query-keys.ts';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';

export interface UpdateRegistrationRequest {
  id: string;
  values: StaffRegistrationValues;
  /** The ETag of the read the edit started from: a change made since by someone else answers 409. */
  etag: string | null;
}

/** PUT /api/registration/{id} (the detail's edit form) with If-Match; answers the saved record and its new ETag. */
export async function updateRegistration({
  id,
  values,
  etag,
}: UpdateRegistrationRequest): Promise<VersionedRegistration> {
  const { body, headers } = await apiFetchWithHeaders<RegistrationRecord>(
    `/api/registration/${encodeURIComponent(id)}`,
    { method: 'PUT', json: values, headers: etag ? { 'If-Match': etag } : undefined },
  );
  return { record: body, etag: headers.get('ETag') };
}

/** The save of the edit form; the detail shows the saved record and the lists read it afresh. */
export function useUpdateRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRegistration,
    onSuccess: (saved, { id }) => {
      queryClient.setQueryData(registrationKeys.detail(id), saved);
      void queryClient.invalidateQueries({ queryKey: registrationKeys.lists() });
    },
  });
}
