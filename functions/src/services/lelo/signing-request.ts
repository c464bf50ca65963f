import { idForKey } from '../../platform/idempotency.ts';

/** A hash of a signing's Idempotency-Key (kept on the entry to recognise a repeat), or null without one. */
export function idempotencyKeyHash(key: string | null): string | null {
  return key === null ? null : idForKey(key, 'lelo-sign');
}
