import { DomainError, invalidInput } from '@enroll/domain';
import { describe, expect, it, vi } from 'vitest';
import { HttpRequest, InvocationContext } from '../local/host/azure-functions-runtime.ts';
import { withHttpPipeline } from './http-pipeline.ts';

// The staff-write checks run after the access check: any trusted principal is a Super Admin here.
vi.mock('../services/auth/staff-sign-in.ts', async (original) => ({
  ...(await original<typeof import('../services/auth/staff-sign-in.ts')>()),
  resolveStaffIdentity: async (principal: unknown) =>
    principal
      ? {
          status: 'staff',
          identity: {
            email: 'boot@l4l.example',
            name: 'Boot',
            level: 4,
            levelName: 'Super Admin',
            charterAssignments: [],
            allCharterAccess: true,
            userId: null,
          },
        }
      : { status: 'anonymous' },
}));

function run(error: Error) {
  const handler = withHttpPipeline({ name: 'test', access: 'public', maxBodyBytes: 1024 }, async () => {
    throw error;
  });
  return handler(
    new HttpRequest({ method: 'GET', url: 'http://localhost/api/test' }),
    new InvocationContext({ functionName: 'test' }),
  );
}

describe('the HTTP pipeline', () => {
  it('answers a thrown DomainError with the status of its kind, its message, field errors and code', async () => {
    const locked = await run(new DomainError('conflict', 'Already signed.', undefined, 'lelo.entry.locked'));
    expect(locked.status).toBe(409);
    expect(locked.jsonBody).toEqual({ message: 'Already signed.', code: 'lelo.entry.locked' });
    const invalid = await run(invalidInput([{ field: 'zip', code: 'invalid', message: 'Bad ZIP' }]));
    expect(invalid.status).toBe(400);
    expect(invalid.jsonBody).toEqual({
      message: 'Validation failed',
      errors: [{ field: 'zip', code: 'invalid', message: 'Bad ZIP' }],
    });
  });

  it('maps every kind to its one status', async () => {
    const statuses: Record<string, number> = {};
    for (const kind of [
      'invalid',
      'forbidden',
      'notFound',
      'conflict',
      'gone',
      'unsupportedMedia',
      'unprocessable',
      'preconditionRequired',
      'unavailable',
    ] as const) {
      statuses[kind] = (await run(new DomainError(kind, 'No.'))).status ?? 0;
    }
    expect(statuses).toEqual({
      invalid: 400,
      forbidden: 403,
      notFound: 404,
      conflict: 409,
      gone: 410,
      unsupportedMedia: 415,
      unprocessable: 422,
      preconditionRequired: 428,
      unavailable: 503,
    });
  });

  it('answers any other error 500 with the invocation id, never its message', async () => {
    const response = await run(new Error('secret detail'));
    expect(response.status).toBe(500);
    expect(response.jsonBody).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      errorId: expect.any(String),
    });
  });
});

describe('the HTTP pipeline around a public write', () => {
  const handled: string[] = [];
  const handler = withHttpPipeline(
    { name: 'test', access: 'public', maxBodyBytes: 1024 },
    async (request) => {
      handled.push(await request.text());
      return { status: 201, jsonBody: { ok: true }, headers: { 'Cache-Control': 'no-store' } };
    },
  );
  const post = (body: string, headers: Record<string, string> = {}) =>
    handler(
      new HttpRequest({ method: 'POST', url: 'http://localhost/api/test', headers, body: { string: body } }),
      new InvocationContext({ functionName: 'test' }),
    );

  it('counts the body itself: without Content-Length (chunked) an oversized body is 413, the handler never runs', async () => {
    handled.length = 0;
    const response = await post('x'.repeat(1025));
    expect(response.status).toBe(413);
    expect(response.jsonBody).toEqual({ message: 'The request body is larger than 1024 bytes.' });
    // A Content-Length that understates the body does not get it through either.
    expect((await post('x'.repeat(2000), { 'content-length': '10' })).status).toBe(413);
    expect(handled).toEqual([]);
  });

  it('hands a body within the limit to the handler whole, and marks the answer nosniff', async () => {
    handled.length = 0;
    const response = await post('y'.repeat(1024));
    expect(response.status).toBe(201);
    expect(handled).toEqual(['y'.repeat(1024)]);
    expect(response.headers).toEqual({
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
});

describe('the HTTP pipeline around a staff write', () => {
  const KEY = 's'.repeat(64);
  const principal = Buffer.from(
    JSON.stringify({ identityProvider: 'aad', userId: 'u', userDetails: 'boot@l4l.example', userRoles: [] }),
  ).toString('base64');
  let ran = 0;
  const handler = withHttpPipeline({ name: 'test', access: 'staff', maxBodyBytes: 1024 }, async () => {
    ran += 1;
    return { status: 204 };
  });
  const call = (method: string, headers: Record<string, string>, body?: string) => {
    process.env.PRINCIPAL_TRUST = 'edge-key';
    process.env.EDGE_KEY = KEY;
    return handler(
      new HttpRequest({
        method,
        url: 'http://127.0.0.1:7071/api/test',
        headers: { 'x-enrollment-edge-key': KEY, 'x-ms-client-principal': principal, ...headers },
        ...(body === undefined ? {} : { body: { string: body } }),
      }),
      new InvocationContext({ functionName: 'test' }),
    );
  };
  const app = 'https://enroll.example';
  const swa = { 'x-ms-original-url': `${app}/api/test` };

  it('needs a JSON content type (415) and a same-origin request (403) before the handler runs', async () => {
    ran = 0;
    const json = { 'content-type': 'application/json' };
    expect((await call('POST', { ...swa, 'content-type': 'text/plain', origin: app }, '{}')).status).toBe(
      415,
    );
    expect((await call('PUT', { ...swa, origin: app }, '{}')).status).toBe(415);
    expect((await call('POST', { ...swa, ...json, origin: 'https://evil.example' }, '{}')).status).toBe(403);
    // A forwarded host names the public origin; another one is still foreign.
    const forwarded = { 'x-forwarded-host': 'enroll.example', 'x-forwarded-proto': 'https' };
    expect((await call('POST', { ...forwarded, ...json, origin: 'https://evil.example' }, '{}')).status).toBe(
      403,
    );
    expect((await call('POST', { ...swa, ...json, 'sec-fetch-site': 'cross-site' }, '{}')).status).toBe(403);
    expect((await call('POST', { ...swa, ...json }, '{}')).status).toBe(403);
    expect((await call('DELETE', { ...swa, origin: 'https://evil.example' })).status).toBe(403);
    expect(ran).toBe(0);
    const refused = await call('POST', { ...swa, ...json, origin: 'https://evil.example' }, '{}');
    expect(refused.jsonBody).toEqual({ message: 'This request must come from a page of this application.' });
    expect(refused.headers).toMatchObject({ 'X-Content-Type-Options': 'nosniff' });
  });

  it('lets same-origin JSON through, and a DELETE without a body needs no content type', async () => {
    ran = 0;
    const json = { 'content-type': 'application/json; charset=utf-8' };
    expect((await call('POST', { ...swa, ...json, origin: app }, '{}')).status).toBe(204);
    expect((await call('PATCH', { ...swa, ...json, 'sec-fetch-site': 'same-origin' }, '{}')).status).toBe(
      204,
    );
    expect((await call('DELETE', { ...swa, origin: app })).status).toBe(204);
    expect((await call('POST', { ...json, origin: 'http://127.0.0.1:7071' }, '{}')).status).toBe(204);
    const forwarded = { 'x-forwarded-host': 'enroll.example' };
    expect(
      (await call('POST', { ...forwarded, ...json, origin: 'https://Enroll.example' }, '{}')).status,
    ).toBe(204);
    expect((await call('GET', { origin: 'https://evil.example' })).status).toBe(204);
    expect(ran).toBe(6);
  });
});
