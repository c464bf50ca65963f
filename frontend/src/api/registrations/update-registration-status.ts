import type { RegistrationRecord, RegistrationStatusChange } from '@enroll/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchWithHeaders } from '../../lib/api-client.ts';
import type { VersionedRegistration } from './get-registration.ts';
import { registrationKeys } from './query-keys.ts';

export interface UpdateRegistrationStatusRequest {
  id: string;
  /** One processing step, checked again by the server's status machine. */
  change: RegistrationStatusChange;
  /** The ETag the step was decided on: a change made since by someone else answers 409. */
  etag: string | null;
}

/** PUT /api/registration/status/{id} with If-Match; answers the saved registration and its new ETag. */
export async function updateRegistrationStatus({
  id,
  change,
  etag,
}: UpdateRegistrationStatusRequest): Promise<VersionedRegistration> {
  const { body, headers } = await apiFetchWithHeaders<RegistrationRecord>(
    `/api/registration/status/${encodeURIComponent(id)}`,
    { method: 'PUT', json: change, headers: etag ? { 'If-Match': etag } : undefined },
  );
  return { record: body, etag: headers.get('ETag') };
}

/**
 * A processing step (match, no match, orientation, confirm, reactivate): the detail shows the saved
 * registration at once and every list (the scheduled orientations too) reads afresh.
 */
export function useUpdateRegistrationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRegistrationStatus,
    onSuccess: (saved, { id }) => {
      queryClient.setQueryData(registrationKeys.detail(id), saved);
      void queryClient.invalidateQueries({ queryKey: registrationKeys.lists() });
    },
  });
}
