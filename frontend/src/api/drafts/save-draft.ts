import type { SaveDraftRequestInput, SaveDraftResponse } from '@enroll/domain';
import { useMutation } from '@tanstack/react-query';
import { currentLanguage } from '../../i18n/language.ts';
import { apiFetch } from '../../lib/api-client.ts';

/** Omit of each member of a union (the plain Omit would merge the kinds). */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The body of POST /api/drafts without the language (the page's, added here). */
export type SaveDraftBody = OmitEach<SaveDraftRequestInput, 'language'>;
/** The draft, its step and where it came from: what every save and autosave sends. */
export type DraftSnapshot = OmitEach<SaveDraftRequestInput, 'language' | 'email'>;

/**
 * POST /api/drafts: saves the wizard's draft and e-mails a single-use link to `email`. The answer sets
 * the draft session cookie (HttpOnly, only for /api/drafts), which the autosave then uses.
 */
export function saveDraft(body: SaveDraftBody): Promise<SaveDraftResponse> {
  return apiFetch<SaveDraftResponse>('/api/drafts', {
    method: 'POST',
    json: { ...body, language: currentLanguage() },
  });
}

export function useSaveDraft() {
  return useMutation({ mutationFn: saveDraft, retry: false });
}
