import type { SpecialProgramsRequest } from '@enroll/domain';
import type { VersionedRegistration } from '../../../api/registrations/get-registration.ts';
import { putRegistration, useRegistrationSave } from '../../../api/registrations/use-registration-save.ts';
import type { VersionedWrite } from '../../../api/versioned-queries.ts';

export type AddSpecialProgramsRequest = VersionedWrite<'body', SpecialProgramsRequest>;

/** PUT /api/registration/add-special-programs/{id} with If-Match; answers the saved record and its new ETag. */
export function addSpecialPrograms(request: AddSpecialProgramsRequest): Promise<VersionedRegistration> {
  return putRegistration(request, request.body, 'add-special-programs');
}

/** 'Add Special Programs' Save: the detail shows the saved record and the lists read it afresh. */
export function useAddSpecialPrograms() {
  return useRegistrationSave(addSpecialPrograms);
}
