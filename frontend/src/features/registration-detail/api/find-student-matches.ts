import type { StudentMatchRequest, StudentMatchResponse } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { registrationKeys } from '../../../api/registrations/query-keys.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * POST /api/sql/student-match: the SIS students that may be this registration's, newest start date
 * first. The server reads the criteria from the stored registration (of the caller's charters).
 */
export async function findStudentMatches(registrationId: string): Promise<StudentMatchResponse> {
  const request: StudentMatchRequest = { registrationId };
  return apiFetch<StudentMatchResponse>('/api/sql/student-match', {
    method: 'POST',
    json: request,
    cache: 'no-store',
  });
}

/**
 * The matches while the 'Find Student Match' step is open (`enabled`). Each opening asks the SIS
 * afresh (a student may have been added since), and nothing of a failed search is kept.
 */
export function useStudentMatches(registrationId: string, enabled: boolean) {
  return useQuery({
    queryKey: registrationKeys.studentMatches(registrationId),
    queryFn: () => findStudentMatches(registrationId),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
