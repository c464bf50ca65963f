import type { RegistrationTransferResult } from '@enroll/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export interface TransferInterestRequest {
  id: string;
  /** The same key on every retry of one click, so one hand-over is stored. */
  idempotencyKey: string;
}

/**
 * POST /api/enrollment/{id}/transfer ('Transfer to Registration Form'): stores the hand-over the staff
 * registration form starts from. The entry's status is unchanged until that registration is submitted.
 */
export function transferInterest({
  id,
  idempotencyKey,
}: TransferInterestRequest): Promise<RegistrationTransferResult> {
  return apiFetch<RegistrationTransferResult>(`/api/enrollment/${encodeURIComponent(id)}/transfer`, {
    method: 'POST',
    // Staff writes are same-origin JSON only (a POST without a JSON body is refused with 415).
    json: {},
    idempotencyKey,
  });
}

export function useTransferInterest() {
  return useMutation({ mutationFn: transferInterest });
}
