import type { InterestSubmission } from '@enroll/domain';
import { useMutation } from '@tanstack/react-query';
import { currentLanguage } from '../../../i18n/language.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { sendWhenOnline } from '../../../lib/send-when-online.ts';

export interface SubmitInterestResult {
  id: string;
  _uuid: string;
}

export interface SubmitInterestVariables {
  /** The form; the language the family is reading the page in is added here. */
  body: Omit<InterestSubmission, 'language'>;
  /** The same key for every attempt at the same form, so a retry or a double click stores one entry. */
  idempotencyKey: string;
}

/** POST /api/enrollment/public: 201 with the new entry's ids; 400 with field errors. */
export function submitInterest({
  body,
  idempotencyKey,
}: SubmitInterestVariables): Promise<SubmitInterestResult> {
  return apiFetch<SubmitInterestResult>('/api/enrollment/public', {
    method: 'POST',
    json: { ...body, language: currentLanguage() },
    idempotencyKey,
  });
}

export function useSubmitInterest() {
  return useMutation({ mutationFn: submitInterest, ...sendWhenOnline });
}
