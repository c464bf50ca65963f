import { DomainError } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { assertSameRequest, requestHashOf } from './idempotency.ts';

describe('requestHashOf', () => {
  it('is the same for the same body in another key order or spacing, and differs for another value', () => {
    const hash = requestHashOf({ a: 1, b: { c: [1, { d: 'x', e: null }] } });
    expect(requestHashOf(JSON.parse('{ "b": { "c": [1, { "e": null, "d": "x" }] }, "a": 1 }'))).toBe(hash);
    expect(requestHashOf({ a: 1, b: { c: [{ d: 'x', e: null }, 1] } })).not.toBe(hash);
    expect(requestHashOf({ a: '1', b: { c: [1, { d: 'x', e: null }] } })).not.toBe(hash);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('assertSameRequest', () => {
  it('passes the same request and a record stored before hashes were kept', () => {
    expect(() =>
      assertSameRequest({ requestHash: requestHashOf({ a: 1 }) }, requestHashOf({ a: 1 })),
    ).not.toThrow();
    expect(() => assertSameRequest({ id: 'old' }, requestHashOf({ a: 1 }))).not.toThrow();
  });

  it('refuses the key reused with another body: 422 idempotency.key.reused', () => {
    let thrown: unknown;
    try {
      assertSameRequest({ requestHash: requestHashOf({ a: 1 }) }, requestHashOf({ a: 2 }));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({
      kind: 'unprocessable',
      code: 'idempotency.key.reused',
      message:
        'This Idempotency-Key was already used with a different request. Send a new key for a new request.',
    });
  });
});
