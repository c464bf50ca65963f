import { describe, expect, it } from 'vitest';
import { idempotencyKeyHash } from './signing-request.ts';

describe('signing request evidence', () => {
  it('hashes the Idempotency-Key the same way every time, null without one', () => {
    const first = idempotencyKeyHash('key-12345678');
    expect(first).toBe(idempotencyKeyHash('key-12345678'));
    expect(first).not.toBe(idempotencyKeyHash('key-87654321'));
    expect(first).not.toContain('key-12345678');
    expect(idempotencyKeyHash(null)).toBeNull();
  });
});
