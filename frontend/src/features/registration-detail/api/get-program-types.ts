import type { SpecialProgramsResponse } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { registrationKeys } from '../../../api/registrations/query-keys.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/programTypes: the 'Add Special Programs' list, each program's stored key and label. */
export async function getProgramTypes(): Promise<SpecialProgramsResponse> {
  return apiFetch<SpecialProgramsResponse>('/api/programTypes');
}

/** The program list (it changes rarely: read once per visit while the dialog is used). */
export function useProgramTypes(enabled = true) {
  return useQuery({
    queryKey: registrationKeys.programTypes(),
    queryFn: getProgramTypes,
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
