import type { SpecialProgramsRequest } from '@enroll/domain';
import { registrationPath, type VersionedRegistration } from '../../../api/registrations/get-registration.ts';
import { useRegistrationSave } from '../../../api/registrations/use-registration-save.ts';
import { sendVersioned } from '../../../lib/api-client.ts';

export interface AddSpecialProgramsRequest {
  id: string;
  body: SpecialProgramsRequest;
  /** The ETag of the detail's read: a change made since by someone else answers 409. */
  etag: string | null;
}

/** PUT /api/registration/add-special-programs/{id} with If-Match; answers the saved record and its new ETag. */
export function addSpecialPrograms({
  id,
  body,
  etag,
}: AddSpecialProgramsRequest): Promise<VersionedRegistration> {
  return sendVersioned('record', registrationPath(id, 'add-special-programs'), {
    method: 'PUT',
    json: body,
    etag,
  });
}

/** 'Add Special Programs' Save: the detail shows the saved record and the lists read it afresh. */
export function useAddSpecialPrograms() {
  return useRegistrationSave(addSpecialPrograms);
}
