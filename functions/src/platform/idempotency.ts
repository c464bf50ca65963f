import { createHash, randomUUID } from 'node:crypto';
import type { HttpRequest } from '@azure/functions';
import { badRequest } from './http-errors.ts';

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * The record id for a request: derived from its Idempotency-Key (so a repeated request maps to the
 * same document and Cosmos refuses a second one), or random without a key.
 */
export function idempotentId(request: HttpRequest, scope: string): string {
  const key = request.headers.get('idempotency-key');
  if (key === null) return randomUUID();
  if (!KEY_PATTERN.test(key)) {
    throw badRequest('The Idempotency-Key header must be 8 to 100 letters, digits, hyphens or underscores.');
  }
  const hex = createHash('sha256').update(`${scope}:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
