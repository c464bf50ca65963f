import type { RegistrationStatusChange } from '@enroll/domain';
import type { VersionedWrite } from '../versioned-queries.ts';
import type { VersionedRegistration } from './get-registration.ts';
import { putRegistration, useRegistrationSave } from './use-registration-save.ts';

/** One processing step, checked again by the server's status machine. */
export type UpdateRegistrationStatusRequest = VersionedWrite<'change', RegistrationStatusChange>;

/** PUT /api/registration/status/{id} with If-Match; answers the saved registration and its new ETag. */
export function updateRegistrationStatus(
  request: UpdateRegistrationStatusRequest,
): Promise<VersionedRegistration> {
  return putRegistration(request, request.change, 'status');
}

/** A processing step (match, no match, orientation, confirm, reactivate). */
export function useUpdateRegistrationStatus() {
  return useRegistrationSave(updateRegistrationStatus);
}
