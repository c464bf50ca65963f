import type { RegistrationRecord, TerminateRequest } from '@enroll/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VersionedRegistration } from '../../../api/registrations/get-registration.ts';
import { registrationKeys } from '../../../api/registrations/query-keys.ts';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';

export interface TerminateRegistrationRequest {
  id: string;
  body: TerminateRequest;
  /** The ETag of the detail's read: a change made since by someone else answers 409. */
  etag: string | null;
}

/** PUT /api/registration/terminate/{id} with If-Match; answers the saved record and its new ETag. */
export async function terminateRegistration({
  id,
  body,
  etag,
}: TerminateRegistrationRequest): Promise<VersionedRegistration> {
  const { body: record, headers } = await apiFetchWithHeaders<RegistrationRecord>(
    `/api/registration/terminate/${encodeURIComponent(id)}`,
    { method: 'PUT', json: body, headers: etag ? { 'If-Match': etag } : undefined },
  );
  return { record, etag: headers.get('ETag') };
}

/** 'Terminate Enrollment' Save: the detail shows the terminated record and the lists read it afresh. */
export function useTerminateRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: terminateRegistration,
    onSuccess: (saved, { id }) => {
      queryClient.setQueryData(registrationKeys.detail(id), saved);
      void queryClient.invalidateQueries({ queryKey: registrationKeys.lists() });
    },
  });
}
