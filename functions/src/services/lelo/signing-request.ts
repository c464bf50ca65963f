import type { HttpRequest } from '@azure/functions';
import { clientAddress } from '../../platform/client-address.ts';
import { idempotentId } from '../../platform/idempotency.ts';

const MAX_USER_AGENT_LENGTH = 512;

/**
 * The signer's address for the evidence: the address the platform's edge saw (clientAddress), never
 * X-Forwarded-For or X-Client-IP, which the client writes itself.
 */
export function clientIpAddress(request: HttpRequest): string {
  return clientAddress(request);
}

export function clientUserAgent(request: HttpRequest): string {
  return (request.headers.get('user-agent') ?? '').slice(0, MAX_USER_AGENT_LENGTH);
}

/** A hash of the Idempotency-Key (validated as every public submit does), or null without one. */
export function idempotencyKeyHash(request: HttpRequest): string | null {
  return request.headers.get('idempotency-key') === null ? null : idempotentId(request, 'lelo-sign');
}
