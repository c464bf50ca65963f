import type { TerminateRequest } from '@enroll/domain';
import { registrationPath, type VersionedRegistration } from '../../../api/registrations/get-registration.ts';
import { useRegistrationSave } from '../../../api/registrations/use-registration-save.ts';
import { sendVersioned } from '../../../lib/api-client.ts';

export interface TerminateRegistrationRequest {
  id: string;
  body: TerminateRequest;
  /** The ETag of the detail's read: a change made since by someone else answers 409. */
  etag: string | null;
}

/** PUT /api/registration/terminate/{id} with If-Match; answers the saved record and its new ETag. */
export function terminateRegistration({
  id,
  body,
  etag,
}: TerminateRegistrationRequest): Promise<VersionedRegistration> {
  return sendVersioned('record', registrationPath(id, 'terminate'), { method: 'PUT', json: body, etag });
}

/** 'Terminate Enrollment' Save: the detail shows the terminated record and the lists read it afresh. */
export function useTerminateRegistration() {
  return useRegistrationSave(terminateRegistration);
}
