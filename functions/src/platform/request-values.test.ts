import { describe, expect, it } from 'vitest';
import { HttpRequest } from '../local/host/azure-functions-runtime.ts';
import { clientOf, submissionOf } from './request-values.ts';

function request(headers: Record<string, string>, body = '{}') {
  return new HttpRequest({
    method: 'POST',
    url: 'http://localhost/api/leloRegistration',
    headers,
    body: { string: body },
  });
}

describe('the request values a handler reads', () => {
  it('records the address the platform vouched for, never the client-written X-Forwarded-For', () => {
    // Without the platform proof (no PRINCIPAL_TRUST here) no header is believed.
    expect(clientOf(request({ 'x-forwarded-for': '6.6.6.6', 'x-azure-clientip': '6.6.6.6' })).ipAddress).toBe(
      'unknown',
    );
  });

  it('keeps the user agent, cut at 512 characters', () => {
    expect(clientOf(request({ 'user-agent': 'TestBrowser/1.0' })).userAgent).toBe('TestBrowser/1.0');
    expect(clientOf(request({ 'user-agent': 'x'.repeat(600) })).userAgent).toHaveLength(512);
  });

  it('reads a submission: the Idempotency-Key (400 when malformed), then the JSON body', async () => {
    expect(await submissionOf(request({ 'idempotency-key': 'key-12345678' }, '{"a":1}'))).toEqual({
      idempotencyKey: 'key-12345678',
      body: { a: 1 },
      client: { ipAddress: 'unknown', userAgent: '' },
    });
    expect((await submissionOf(request({}))).idempotencyKey).toBeNull();
    await expect(submissionOf(request({ 'idempotency-key': 'bad key!' }, 'not json'))).rejects.toThrow(
      /Idempotency-Key/,
    );
    await expect(submissionOf(request({}, 'not json'))).rejects.toThrow('The request body must be JSON.');
  });
});
