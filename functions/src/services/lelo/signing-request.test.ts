import { describe, expect, it } from 'vitest';
import { HttpRequest } from '../../local/host/azure-functions-runtime.ts';
import { clientIpAddress, clientUserAgent, idempotencyKeyHash } from './signing-request.ts';

function request(headers: Record<string, string>) {
  return new HttpRequest({ method: 'POST', url: 'http://localhost/api/leloRegistration', headers });
}

describe('signing request evidence', () => {
  it('records the address the platform vouched for, never the client-written X-Forwarded-For', () => {
    // Without the platform proof (no PRINCIPAL_TRUST here) no header is believed.
    expect(clientIpAddress(request({ 'x-forwarded-for': '6.6.6.6', 'x-azure-clientip': '6.6.6.6' }))).toBe(
      'unknown',
    );
  });

  it('keeps the user agent, cut at 512 characters', () => {
    expect(clientUserAgent(request({ 'user-agent': 'TestBrowser/1.0' }))).toBe('TestBrowser/1.0');
    expect(clientUserAgent(request({ 'user-agent': 'x'.repeat(600) }))).toHaveLength(512);
  });

  it('hashes the Idempotency-Key the same way every time, null without one, 400 when malformed', () => {
    const first = idempotencyKeyHash(request({ 'idempotency-key': 'key-12345678' }));
    expect(first).toBe(idempotencyKeyHash(request({ 'idempotency-key': 'key-12345678' })));
    expect(first).not.toBe(idempotencyKeyHash(request({ 'idempotency-key': 'key-87654321' })));
    expect(first).not.toContain('key-12345678');
    expect(idempotencyKeyHash(request({}))).toBeNull();
    expect(() => idempotencyKeyHash(request({ 'idempotency-key': 'bad key!' }))).toThrow(/Idempotency-Key/);
  });
});
