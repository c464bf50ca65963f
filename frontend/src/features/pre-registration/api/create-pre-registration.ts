import type { PreRegistrationCreated, PreRegistrationValues } from '@enroll/domain';
import { leloListKeys } from '../../../api/lelo-staff/query-keys.ts';
import { useRereadingWrite } from '../../../api/rereading-write.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export interface CreatePreRegistrationRequest {
  values: PreRegistrationValues;
  /** The same key on every retry of one filled form, so the entry is stored once. */
  idempotencyKey: string;
}

/** POST /api/leloRegistration/pre-registration: staff's New Pre Registration (Contributor and up). */
export function createPreRegistration({
  values,
  idempotencyKey,
}: CreatePreRegistrationRequest): Promise<PreRegistrationCreated> {
  return apiFetch<PreRegistrationCreated>('/api/leloRegistration/pre-registration', {
    method: 'POST',
    json: values,
    idempotencyKey,
  });
}

/** The create, then the secondary enrollment list is read again (the new Active entry shows in it). */
export function useCreatePreRegistration() {
  return useRereadingWrite(createPreRegistration, [leloListKeys.all], { awaitReread: false });
}
