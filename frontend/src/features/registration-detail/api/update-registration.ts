import type { StaffRegistrationValues } from '@enroll/domain';
import type { VersionedRegistration } from '../../../api/registrations/get-registration.ts';
import { putRegistration, useRegistrationSave } from '../../../api/registrations/use-registration-save.ts';
import type { VersionedWrite } from '../../../api/versioned-queries.ts';

export type UpdateRegistrationRequest = VersionedWrite<'values', StaffRegistrationValues>;

/** PUT /api/registration/{id} (the detail's edit form) with If-Match; answers the saved record and its new ETag. */
export function updateRegistration(request: UpdateRegistrationRequest): Promise<VersionedRegistration> {
  return putRegistration(request, request.values);
}

/** The save of the edit form; the detail shows the saved record and the lists read it afresh. */
export function useUpdateRegistration() {
  return useRegistrationSave(updateRegistration);
}
