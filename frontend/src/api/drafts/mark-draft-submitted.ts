import type { DraftResponse } from '@enroll/domain';
import { apiFetch } from '../../lib/api-client.ts';

/**
 * POST /api/drafts/current/submitted: the session's draft became this record; the record's `_uuid`
 * (only the submit's answer has it) proves it, so a draft cannot be marked with another's record.
 */
export function markDraftSubmitted(recordId: string, recordUuid: string): Promise<DraftResponse> {
  return apiFetch<DraftResponse>('/api/drafts/current/submitted', {
    method: 'POST',
    json: { recordId, recordUuid },
  });
}
