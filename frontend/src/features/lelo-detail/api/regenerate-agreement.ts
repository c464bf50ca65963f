import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leloEntryPath } from '../../../api/lelo-staff/get-lelo-entry.ts';
import { leloEntryKeys } from '../../../api/lelo-staff/lelo-entry-keys.ts';
import { leloListKeys } from '../../../api/lelo-staff/query-keys.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export interface RegenerateAgreementAnswer {
  requestedAt: string;
}

/**
 * POST /api/leloRegistration/staff/{id}/regenerate-agreement (Contributor and up): asks the signed
 * agreement job to build the entry's PDF again; 202 once asked (the job then points the entry at the
 * new file).
 */
export function regenerateAgreement(id: string): Promise<RegenerateAgreementAnswer> {
  return apiFetch<RegenerateAgreementAnswer>(
    `${leloEntryPath(id)}/regenerate-agreement`,
    // Staff writes are JSON (the same-origin rule of every state change); the body says nothing more.
    { method: 'POST', json: {} },
  );
}

/** 'Regenerate Signed Agreement': the entry and the lists are read afresh afterwards. */
export function useRegenerateAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateAgreement,
    onSuccess: (_answer, id) => {
      void queryClient.invalidateQueries({ queryKey: leloEntryKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: leloListKeys.all });
    },
  });
}
