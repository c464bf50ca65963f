import type { LeloConfirmation, LeloSubmissionInput } from '@enroll/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sendWhenOnline } from '../../../lib/send-when-online.ts';

export interface SubmitLeloVariables {
  body: LeloSubmissionInput;
  /** The staff pre-registration being signed (PUT); null for a new entry (POST). */
  uuid: string | null;
  /** One key per draft, the same for every retry, so the entry is stored (or signed) once. */
  idempotencyKey: string;
}

/** POST /api/leloRegistration (201) or PUT /api/leloRegistration/{uuid} (200): the confirmation; 400 with field errors. */
export function submitLeloRegistration({
  body,
  uuid,
  idempotencyKey,
}: SubmitLeloVariables): Promise<LeloConfirmation> {
  const path = uuid ? `/api/leloRegistration/${encodeURIComponent(uuid)}` : '/api/leloRegistration';
  return apiFetch<LeloConfirmation>(path, { method: uuid ? 'PUT' : 'POST', json: body, idempotencyKey });
}

export function useSubmitLeloRegistration() {
  return useMutation({ mutationFn: submitLeloRegistration, ...sendWhenOnline });
}
