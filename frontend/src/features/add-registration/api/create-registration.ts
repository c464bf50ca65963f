import type { AddRegistrationInput, StaffRegistrationCreated, StaffRegistrationValues } from '@enroll/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { interestKeys } from '../../../api/interests/query-keys.ts';
import { registrationKeys } from '../../../api/registrations/query-keys.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export interface CreateRegistrationRequest {
  values: StaffRegistrationValues;
  /** The 'Transfer to Registration Form' the form started from: its interest is marked enrolled. */
  transferId?: string;
  /** The same key on every retry of one form session, so the registration is stored once. */
  idempotencyKey: string;
}

/** POST /api/registration: a staff member adds a registration (Contributor and up). */
export function createRegistration({
  values,
  transferId,
  idempotencyKey,
}: CreateRegistrationRequest): Promise<StaffRegistrationCreated> {
  const body: AddRegistrationInput = transferId ? { ...values, transferId } : values;
  return apiFetch<StaffRegistrationCreated>('/api/registration', {
    method: 'POST',
    json: body,
    idempotencyKey,
  });
}

/**
 * The create, then the registration lists read again; a transfer's interest changed too (status
 * 'Enrollment Submitted', enrollstatus 'Yes'), so its list and detail are read again as well.
 */
export function useCreateRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRegistration,
    onSuccess: (_created, { transferId }) => {
      void queryClient.invalidateQueries({ queryKey: registrationKeys.lists() });
      if (!transferId) return;
      // The lists and details only: the transfer itself (what the open form started from) is unchanged.
      void queryClient.invalidateQueries({ queryKey: interestKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: [...interestKeys.all, 'detail'] });
    },
  });
}
