import type { FamilyEmailStatus } from '@enroll/domain';
import { interestKeys } from '../../../api/interests/query-keys.ts';
import { useFreshRead } from '../../../api/versioned-queries.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/enrollment/{id}/family-email: what became of the confirmation to the family. */
export function getFamilyEmail(id: string): Promise<FamilyEmailStatus> {
  return apiFetch<FamilyEmailStatus>(`/api/enrollment/${encodeURIComponent(id)}/family-email`, {
    cache: 'no-store',
  });
}

export function useFamilyEmail(id: string) {
  return useFreshRead(interestKeys.familyEmail(id), () => getFamilyEmail(id));
}
