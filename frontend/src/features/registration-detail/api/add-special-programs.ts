import type { RegistrationRecord, SpecialProgramsRequest } from '@enroll/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VersionedRegistration } from '../../../api/registrations/get-registration.ts';
import { registrationKeys } from '../../../api/registrations/query-keys.ts';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';

export interface AddSpecialProgramsRequest {
  id: string;
  body: SpecialProgramsRequest;
  /** The ETag of the detail's read: a change made since by someone else answers 409. */
  etag: string | null;
}

/** PUT /api/registration/add-special-programs/{id} with If-Match; answers the saved record and its new ETag. */
export async function addSpecialPrograms({
  id,
  body,
  etag,
}: AddSpecialProgramsRequest): Promise<VersionedRegistration> {
  const { body: record, headers } = await apiFetchWithHeaders<RegistrationRecord>(
    `/api/registration/add-special-programs/${encodeURIComponent(id)}`,
    { method: 'PUT', json: body, headers: etag ? { 'If-Match': etag } : undefined },
  );
  return { record, etag: headers.get('ETag') };
}

/** 'Add Special Programs' Save: the detail shows the saved record and the lists read it afresh. */
export function useAddSpecialPrograms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSpecialPrograms,
    onSuccess: (saved, { id }) => {
      queryClient.setQueryData(registrationKeys.detail(id), saved);
      void queryClient.invalidateQueries({ queryKey: registrationKeys.lists() });
    },
  });
}
