import type { RegistrationDraft } from '@enroll/domain';
import { useMutation } from '@tanstack/react-query';
import { currentLanguage } from '../../../i18n/language.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { sendWhenOnline } from '../../../lib/send-when-online.ts';

/** The body of POST /api/registration/public: the wizard's draft, the site and an interest link's uuid. */
export type RegistrationSubmission = RegistrationDraft & { site: string; uuid?: string };

export interface SubmitRegistrationResult {
  id: string;
  _uuid: string;
}

export interface SubmitRegistrationVariables {
  body: RegistrationSubmission;
  /** One key per draft, the same for every retry, so the registration is stored once. */
  idempotencyKey: string;
}

/**
 * POST /api/registration/public: 201 with the new record's ids; 400 with field errors. The language
 * the family is reading the page in goes with it (its e-mails come in that language).
 */
export function submitRegistration({
  body,
  idempotencyKey,
}: SubmitRegistrationVariables): Promise<SubmitRegistrationResult> {
  return apiFetch<SubmitRegistrationResult>('/api/registration/public', {
    method: 'POST',
    json: { ...body, language: currentLanguage() },
    idempotencyKey,
  });
}

/** The mutation's key: the thank-you reads the stored registration's ID from it. */
export const SUBMIT_REGISTRATION_KEY = ['registration', 'submit'] as const;

export function useSubmitRegistration() {
  return useMutation({
    mutationKey: SUBMIT_REGISTRATION_KEY,
    mutationFn: submitRegistration,
    ...sendWhenOnline,
  });
}
