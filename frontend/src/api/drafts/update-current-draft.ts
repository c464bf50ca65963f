import type { DraftResponse } from '@enroll/domain';
import { currentLanguage } from '../../i18n/language.ts';
import { apiFetch } from '../../lib/api-client.ts';
import type { DraftSnapshot } from './save-draft.ts';

/** PUT /api/drafts/current: the autosave of the session's draft on each Next (404: no session any more). */
export function updateCurrentDraft(body: DraftSnapshot): Promise<DraftResponse> {
  return apiFetch<DraftResponse>('/api/drafts/current', {
    method: 'PUT',
    json: { ...body, language: currentLanguage() },
  });
}
