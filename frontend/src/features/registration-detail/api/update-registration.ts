import type { StaffRegistrationValues } from '@enroll/domain';
import { registrationPath, type VersionedRegistration } from '../../../api/registrations/get-registration.ts';
import { useRegistrationSave } from '../../../api/registrations/use-registration-save.ts';
import { sendVersioned } from '../../../lib/api-client.ts';

export interface UpdateRegistrationRequest {
  id: string;
  values: StaffRegistrationValues;
  /** The ETag of the read the edit started from: a change made since by someone else answers 409. */
  etag: string | null;
}

/** PUT /api/registration/{id} (the detail's edit form) with If-Match; answers the saved record and its new ETag. */
export function updateRegistration({
  id,
  values,
  etag,
}: UpdateRegistrationRequest): Promise<VersionedRegistration> {
  return sendVersioned('record', registrationPath(id), { method: 'PUT', json: values, etag });
}

/** The save of the edit form; the detail shows the saved record and the lists read it afresh. */
export function useUpdateRegistration() {
  return useRegistrationSave(updateRegistration);
}
