import { connect } from 'node:net';
import { Readable } from 'node:stream';
import type { HttpRequest, HttpResponseInit } from '@azure/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpMethod, HttpRegistration } from '../../app/registry.ts';
import { type HttpServerHandle, startHttpServer } from './http-server.ts';

const calls: string[] = [];

async function echo(request: HttpRequest): Promise<HttpResponseInit> {
  const body = await request.text();
  return {
    jsonBody: {
      method: request.method,
      url: request.url,
      params: request.params,
      query: [...request.query.entries()],
      body,
      header: request.headers.get('x-test'),
    },
  };
}

function fake(
  name: string,
  route: string,
  methods: HttpMethod[],
  handler: HttpRegistration['handler'] = echo,
  maxBodyBytes = 1024,
): HttpRegistration {
  return {
    kind: 'http',
    name,
    route,
    methods,
    access: 'public',
    maxBodyBytes,
    handler: (request, context) => {
      calls.push(name);
      return handler(request, context);
    },
  };
}

const registrations: HttpRegistration[] = [
  fake('site-get', 'sites/{id}', ['GET']),
  fake('site-search', 'sites/search', ['GET']),
  fake('site-update', 'sites/{id}', ['PUT', 'PATCH']),
  fake('items', 'items/{id?}', ['GET', 'POST']),
  fake('files', 'files/{*rest}', ['GET']),
  fake('stream', 'stream', ['GET'], async () => ({
    status: 201,
    headers: new Headers({ 'content-type': 'text/csv', 'x-kind': 'stream' }),
    cookies: [{ name: 'a', value: '1', path: '/', httpOnly: true, sameSite: 'Lax' }],
    body: Readable.from(['a,b\n', '1,2\n']),
  })),
  fake('web-stream', 'web-stream', ['GET'], async () => ({
    body: new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('web '));
        controller.enqueue(new TextEncoder().encode('stream'));
        controller.close();
      },
    }),
  })),
  fake('bytes', 'bytes', ['GET'], async () => ({
    body: new Uint8Array([104, 105]),
    headers: { 'x-kind': 'bytes' },
  })),
  fake('text', 'text', ['GET'], async () => ({ status: 202, body: 'plain' })),
  fake('empty', 'empty', ['DELETE'], async () => ({ status: 204 })),
  fake('throws', 'throws', ['GET'], async () => {
    throw new Error('handler bug');
  }),
];

let server: HttpServerHandle;
let base: string;

beforeAll(async () => {
  server = await startHttpServer({ port: 0, host: '127.0.0.1', registrations });
  base = `http://127.0.0.1:${server.port}`;
});

afterAll(async () => {
  await server.close();
});

async function lastCall<T>(action: () => Promise<T>): Promise<{ result: T; called: string | undefined }> {
  calls.length = 0;
  const result = await action();
  return { result, called: calls.at(-1) };
}

describe('startHttpServer', () => {
  it('passes route parameters, query, headers, method and full url to the handler', async () => {
    const response = await fetch(`${base}/api/sites/a%20b?x=1&x=2&y=z`, { headers: { 'x-test': 'yes' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({
      method: 'GET',
      url: `${base}/api/sites/a%20b?x=1&x=2&y=z`,
      params: { id: 'a b' },
      query: [
        ['x', '1'],
        ['x', '2'],
        ['y', 'z'],
      ],
      body: '',
      header: 'yes',
    });
  });

  it('routes to the most specific route that allows the method', async () => {
    expect((await lastCall(() => fetch(`${base}/api/sites/search`))).called).toBe('site-search');
    expect((await lastCall(() => fetch(`${base}/api/sites/7`))).called).toBe('site-get');
    const put = await lastCall(() => fetch(`${base}/api/sites/search`, { method: 'PUT', body: 'x' }));
    expect(put.called).toBe('site-update');
    expect(await put.result.json()).toMatchObject({ params: { id: 'search' }, body: 'x' });
  });

  it('matches an optional segment present and absent, and literals case-insensitively', async () => {
    expect(await (await fetch(`${base}/api/items`)).json()).toMatchObject({ params: {} });
    expect(await (await fetch(`${base}/API/Items/5`)).json()).toMatchObject({ params: { id: '5' } });
    expect(await (await fetch(`${base}/api/files/a/b%20c.pdf`)).json()).toMatchObject({
      params: { rest: 'a/b c.pdf' },
    });
  });

  it('passes a POST body to the handler', async () => {
    const response = await fetch(`${base}/api/items`, { method: 'POST', body: JSON.stringify({ a: 1 }) });
    expect(await response.json()).toMatchObject({ method: 'POST', body: '{"a":1}' });
  });

  it('answers 404 JSON for paths no function matches', async () => {
    for (const path of ['/api/nothing', '/api/sites/1/2', '/favicon.ico', '/api']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: `No function matches ${path}` });
    }
  });

  it('answers 405 with Allow for a known path and another method', async () => {
    const { result, called } = await lastCall(() =>
      fetch(`${base}/api/files/x`, { method: 'POST', body: 'x' }),
    );
    expect(called).toBeUndefined();
    expect(result.status).toBe(405);
    expect(result.headers.get('allow')).toBe('GET, OPTIONS');
    expect(await result.json()).toEqual({ message: 'POST is not allowed on /api/files/x' });
    const merged = await fetch(`${base}/api/sites/1`, { method: 'DELETE' });
    expect(merged.status).toBe(405);
    expect(merged.headers.get('allow')).toBe('GET, PUT, PATCH, OPTIONS');
  });

  it('answers OPTIONS with 204 and Allow', async () => {
    const response = await fetch(`${base}/api/items/3`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('allow')).toBe('GET, POST, OPTIONS');
  });

  it('answers 413 without calling the handler when Content-Length is over the limit', async () => {
    const { result, called } = await lastCall(() =>
      fetch(`${base}/api/items`, { method: 'POST', body: 'x'.repeat(1025) }),
    );
    expect(called).toBeUndefined();
    expect(result.status).toBe(413);
    expect(await result.json()).toEqual({ message: 'The request body is larger than 1024 bytes.' });
    const atLimit = await fetch(`${base}/api/items`, { method: 'POST', body: 'x'.repeat(1024) });
    expect(atLimit.status).toBe(200);
  });

  it('answers 413 as soon as a body without Content-Length passes the limit', async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        // Far more than the limit: the server must answer before the client has sent it all.
        if (sent >= 64) {
          await new Promise((resolve) => setTimeout(resolve, 5000));
          controller.close();
          return;
        }
        sent += 1;
        controller.enqueue(new Uint8Array(512));
      },
    });
    const started = Date.now();
    const { result, called } = await lastCall(() =>
      fetch(`${base}/api/items`, { method: 'POST', body, duplex: 'half' } as RequestInit),
    );
    expect(called).toBeUndefined();
    expect(result.status).toBe(413);
    expect(Date.now() - started).toBeLessThan(4000);
    await result.body?.cancel();
  });

  it('reads the rest of an over-limit body before it closes a connection the client asked to close', async () => {
    // The SWA CLI's proxy asks for `Connection: close` and keeps sending the body after the answer has
    // come: a connection closed as the 413 ended made its next write fail (EPIPE), and the 413 was lost.
    const chunk = Buffer.alloc(16 * 1024, 120);
    const chunks = 32;
    const outcome = await new Promise<{ answer: string; sent: number }>((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1');
      let answer = '';
      let sent = 0;
      socket.setEncoding('utf8');
      socket.on('error', reject);
      const send = (): void => {
        if (sent === chunks) return;
        sent += 1;
        socket.write(chunk, (error) => (error ? reject(error) : send()));
      };
      socket.on('data', (text: string) => {
        answer += text;
        // The whole answer is in while most of the body is still unsent: send the rest now.
        if (answer.endsWith('}') && sent === 0) send();
      });
      socket.on('end', () => resolve({ answer, sent }));
      socket.write(
        `POST /api/items HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: ${chunk.length * chunks}\r\n\r\n`,
      );
    });
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(outcome.answer).toContain('{"message":"The request body is larger than 1024 bytes."}');
    // The connection closed only after the whole body had been sent.
    expect(outcome.sent).toBe(chunks);
  });

  it('writes stream bodies, headers and cookies', async () => {
    const response = await fetch(`${base}/api/stream`);
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('text/csv');
    expect(response.headers.get('x-kind')).toBe('stream');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/; HttpOnly; SameSite=Lax']);
    expect(await response.text()).toBe('a,b\n1,2\n');
    expect(await (await fetch(`${base}/api/web-stream`)).text()).toBe('web stream');
  });

  it('writes byte and string bodies with a length, and empty 204s', async () => {
    const bytes = await fetch(`${base}/api/bytes`);
    expect(bytes.headers.get('x-kind')).toBe('bytes');
    expect(bytes.headers.get('content-length')).toBe('2');
    expect(await bytes.text()).toBe('hi');
    const text = await fetch(`${base}/api/text`);
    expect(text.status).toBe(202);
    expect(text.headers.get('content-type')).toBe('text/plain;charset=UTF-8');
    expect(await text.text()).toBe('plain');
    const empty = await fetch(`${base}/api/empty`, { method: 'DELETE' });
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe('');
  });

  it('answers 500 JSON when a handler throws', async () => {
    const response = await fetch(`${base}/api/throws`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
  });
});
