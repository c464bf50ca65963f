import { createHash } from 'node:crypto';

/**
 * The record id the API derives from an Idempotency-Key within a scope ('lelo', 'lelo-sign'), as
 * functions/src/platform/idempotency.ts does: the same key in another scope is another id.
 */
export function idForKey(key: string, scope: string): string {
  const hex = createHash('sha256').update(`${scope}:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
