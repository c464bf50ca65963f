import { useMutation } from '@tanstack/react-query';
import { currentLanguage } from '../../i18n/language.ts';
import { apiFetch } from '../../lib/api-client.ts';

/** POST /api/drafts/continue {email}: 'Continue a saved form'; always the same 202, whatever the address. */
export function continueSavedDrafts(email: string): Promise<unknown> {
  return apiFetch<unknown>('/api/drafts/continue', {
    method: 'POST',
    json: { email, language: currentLanguage() },
  });
}

export function useContinueSavedDrafts() {
  return useMutation({ mutationFn: continueSavedDrafts, retry: false });
}
