import type { RegistrationStatusChange } from '@enroll/domain';
import { sendVersioned } from '../../lib/api-client.ts';
import { registrationPath, type VersionedRegistration } from './get-registration.ts';
import { useRegistrationSave } from './use-registration-save.ts';

export interface UpdateRegistrationStatusRequest {
  id: string;
  /** One processing step, checked again by the server's status machine. */
  change: RegistrationStatusChange;
  /** The ETag the step was decided on: a change made since by someone else answers 409. */
  etag: string | null;
}

/** PUT /api/registration/status/{id} with If-Match; answers the saved registration and its new ETag. */
export function updateRegistrationStatus({
  id,
  change,
  etag,
}: UpdateRegistrationStatusRequest): Promise<VersionedRegistration> {
  return sendVersioned('record', registrationPath(id, 'status'), { method: 'PUT', json: change, etag });
}

/** A processing step (match, no match, orientation, confirm, reactivate). */
export function useUpdateRegistrationStatus() {
  return useRegistrationSave(updateRegistrationStatus);
}
