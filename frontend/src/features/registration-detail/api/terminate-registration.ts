import type { TerminateRequest } from '@enroll/domain';
import type { VersionedRegistration } from '../../../api/registrations/get-registration.ts';
import { putRegistration, useRegistrationSave } from '../../../api/registrations/use-registration-save.ts';
import type { VersionedWrite } from '../../../api/versioned-queries.ts';

export type TerminateRegistrationRequest = VersionedWrite<'body', TerminateRequest>;

/** PUT /api/registration/terminate/{id} with If-Match; answers the saved record and its new ETag. */
export function terminateRegistration(request: TerminateRegistrationRequest): Promise<VersionedRegistration> {
  return putRegistration(request, request.body, 'terminate');
}

/** 'Terminate Enrollment' Save: the detail shows the terminated record and the lists read it afresh. */
export function useTerminateRegistration() {
  return useRegistrationSave(terminateRegistration);
}
