import { describe, expect, it } from 'vitest';
import { HttpRequest } from '../../local/host/azure-functions-runtime.ts';
import { clientIpAddress, clientUserAgent, idempotencyKeyHash } from './signing-request.ts';

function request(headers: Record<string, string>) {
  return new HttpRequest({ method: 'POST', url: 'http://localhost/api/leloRegistration', headers });
}

describe('signing request evidence', () => {
  it('takes the first X-Forwarded-For address without its port, else X-Client-IP', () => {
    expect(clientIpAddress(request({ 'x-forwarded-for': '203.0.113.7:51234, 10.0.0.1' }))).toBe(
      '203.0.113.7',
    );
    expect(clientIpAddress(request({ 'x-forwarded-for': '[2001:db8::1]:443' }))).toBe('2001:db8::1');
    expect(clientIpAddress(request({ 'x-client-ip': '198.51.100.2' }))).toBe('198.51.100.2');
    expect(clientIpAddress(request({}))).toBe('unknown');
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
