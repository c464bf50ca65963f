import type { InterestEntry, StaffInterestCreateValues } from '@enroll/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { interestKeys } from '../../../api/interests/query-keys.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** What POST /api/enrollment answers for a staff Add Interest: the new entry's id and uuid. */
export type CreatedInterest = Pick<InterestEntry, 'id' | '_uuid'>;

export interface CreateInterestRequest {
  values: StaffInterestCreateValues;
  /** The same key on every retry of one submit, so the entry is stored once. */
  idempotencyKey: string;
}

/** POST /api/enrollment: a staff member adds an interest entry (Contributor and up). */
export function createInterest({ values, idempotencyKey }: CreateInterestRequest): Promise<CreatedInterest> {
  return apiFetch<CreatedInterest>('/api/enrollment', { method: 'POST', json: values, idempotencyKey });
}

export function useCreateInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInterest,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: interestKeys.lists() }),
  });
}
