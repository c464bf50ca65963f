import type { FamilyEmailStatus } from '@enroll/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { interestKeys } from '../../../api/interests/query-keys.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/enrollment/{id}/family-email/resend: the family's confirmation sent again (202, 'pending'). */
export function resendFamilyEmail(id: string): Promise<FamilyEmailStatus> {
  return apiFetch<FamilyEmailStatus>(`/api/enrollment/${encodeURIComponent(id)}/family-email/resend`, {
    method: 'POST',
    json: {},
  });
}

export function useResendFamilyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendFamilyEmail,
    onSuccess: (status, id) => queryClient.setQueryData(interestKeys.familyEmail(id), status),
  });
}
