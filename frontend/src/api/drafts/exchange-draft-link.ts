import type { DraftResponse } from '@enroll/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';

/**
 * POST /api/drafts/exchange {token}: the e-mailed link's token, in the body (never a query string), for
 * the draft and a session of it. 410 when the link is used, expired or unknown (ApiError.code says which).
 */
export function exchangeDraftLink(token: string): Promise<DraftResponse> {
  return apiFetch<DraftResponse>('/api/drafts/exchange', { method: 'POST', json: { token } });
}

export function useExchangeDraftLink() {
  return useMutation({ mutationFn: exchangeDraftLink, retry: false });
}
