import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The local edge (scripts/lib/edge-proxy.mjs) in front of an echo server standing in for the SWA CLI:
 * what it removes, what it adds, and what it keeps.
 */

const EDGE = resolve(import.meta.dirname, '../../scripts/lib/edge-proxy.mjs');
const KEY = randomBytes(32).toString('hex');

interface Echo {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let echo: Server;
let edge: ChildProcess;
let edgePort = 0;
const received: Echo[] = [];

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

async function edgeAnswers(): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${edgePort}/ready`);
    return true;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  echo = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      received.push(entry);
      // Like the SWA CLI, no cookie on a static file (an answer with one is never kept).
      const cookies = entry.url.startsWith('/assets/')
        ? {}
        : { 'set-cookie': ['a=1; Path=/', 'b=2; Path=/'] };
      res.writeHead(200, { 'content-type': 'application/json', ...cookies });
      res.end(JSON.stringify(entry));
    });
  });
  echo.on('upgrade', (req, socket) => {
    received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: '' });
    socket.end('HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n');
  });
  await new Promise<void>((done) => echo.listen(0, '127.0.0.1', done));
  const target = (echo.address() as AddressInfo).port;
  edgePort = await freePort();
  edge = spawn(process.execPath, [EDGE, '--port', String(edgePort), '--target', String(target)], {
    env: { ...process.env, EDGE_KEY: KEY },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 10_000;
  while (!(await edgeAnswers())) {
    if (Date.now() > deadline) throw new Error('the edge did not start');
    await new Promise((done) => setTimeout(done, 100));
  }
});

afterAll(async () => {
  edge?.kill('SIGTERM');
  await new Promise<void>((done) => echo.close(() => done()));
});

describe('the local edge', () => {
  it('drops client-sent principal, edge-key and client-address headers and sets its own', async () => {
    // node:http, not fetch: fetch does not let a caller choose the Host header.
    const { status, seen, setCookies } = await new Promise<{
      status: number;
      seen: Echo;
      setCookies: string[];
    }>((done, fail) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: edgePort,
          path: '/API/auth/me?x=1',
          headers: {
            'X-MS-CLIENT-PRINCIPAL': 'forged',
            'x-ms-client-principal-name': 'forged@example.com',
            'X-Ms-Client-Principal-Idp': 'azureStaticWebApps',
            'X-Enrollment-Edge-Key': 'forged',
            'X-Azure-ClientIP': '6.6.6.6',
            'X-Forwarded-For': '6.6.6.6',
            'X-Forwarded-Host': 'forged.example.com',
            'X-Forwarded-Proto': 'https',
            Cookie: 'StaticWebAppsAuthCookie=abc',
            Host: 'flexhigh.localhost:4280',
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
          });
          res.on('end', () =>
            done({
              status: res.statusCode ?? 0,
              seen: JSON.parse(text) as Echo,
              setCookies: res.headers['set-cookie'] ?? [],
            }),
          );
        },
      );
      req.on('error', fail);
      req.end();
    });
    expect(status).toBe(200);
    expect(seen.url).toBe('/API/auth/me?x=1');
    expect(Object.keys(seen.headers).filter((name) => name.startsWith('x-ms-client-principal'))).toEqual([]);
    expect(seen.headers['x-enrollment-edge-key']).toBe(KEY);
    expect(seen.headers['x-azure-clientip']).toBe('127.0.0.1');
    // The host the browser asked for, as Front Door names a brand's domain; never the client's copy.
    expect(seen.headers['x-forwarded-host']).toBe('flexhigh.localhost:4280');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    // Kept: the host (the SWA CLI's cookies and redirects), cookies, and what is not the platform's.
    expect(seen.headers.host).toBe('flexhigh.localhost:4280');
    expect(seen.headers.cookie).toBe('StaticWebAppsAuthCookie=abc');
    expect(seen.headers['x-forwarded-for']).toBe('6.6.6.6');
    expect(setCookies).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('passes bodies through, chunked ones included', async () => {
    const body = 'x'.repeat(200_000);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(body));
        controller.close();
      },
    });
    const response = await fetch(`http://127.0.0.1:${edgePort}/api/log-error`, {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const seen = (await response.json()) as Echo;
    expect(seen.headers['transfer-encoding']).toBe('chunked');
    expect(seen.body).toBe(body);
  });

  it('answers 404 to the rolesSource in any casing and encoding, without forwarding', async () => {
    const before = received.length;
    for (const path of ['/api/auth/roles', '/API/Auth/ROLES', '/api//auth/roles/', '/api/auth/%72oles?x=1']) {
      const response = await fetch(`http://127.0.0.1:${edgePort}${path}`, { method: 'POST', body: '{}' });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(received.length).toBe(before);
  });

  it('compresses static files as the Azure edge does (Brotli, else gzip), never API answers', async () => {
    const get = (path: string, acceptEncoding?: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((done, fail) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port: edgePort,
            path,
            headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => done({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        );
        req.on('error', fail);
        req.end();
      });
    const brotli = await get('/assets/index-abc.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect((JSON.parse(brotliDecompressSync(brotli.body).toString('utf8')) as Echo).url).toBe(
      '/assets/index-abc.js',
    );

    const gzip = await get('/interest?site=x', 'gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect((JSON.parse(gunzipSync(gzip.body).toString('utf8')) as Echo).url).toBe('/interest?site=x');

    const plain = await get('/interest');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((JSON.parse(plain.body.toString('utf8')) as Echo).url).toBe('/interest');

    // API answers pass as the SWA CLI sends them (the Functions host's own headers and bodies).
    const api = await get('/api/sites', 'br');
    expect(api.headers['content-encoding']).toBeUndefined();
    expect((JSON.parse(api.body.toString('utf8')) as Echo).url).toBe('/api/sites');
  });

  it('keeps a content-hashed file once served and answers it again itself, as a CDN edge does', async () => {
    const get = async (path: string) => {
      const response = await fetch(`http://127.0.0.1:${edgePort}${path}`, {
        headers: { 'Accept-Encoding': 'br' },
      });
      return { encoding: response.headers.get('content-encoding'), body: await response.text() };
    };
    const asked = (path: string) => received.filter((entry) => entry.url === path).length;
    const first = await get('/assets/kept-abc.js');
    const again = await get('/assets/kept-abc.js');
    expect(asked('/assets/kept-abc.js')).toBe(1);
    // fetch decodes the Brotli body: the same answer both times.
    expect(again).toEqual(first);
    expect((JSON.parse(again.body) as Echo).url).toBe('/assets/kept-abc.js');

    // A page's address (not content-hashed) is asked for every time.
    await get('/interest?site=kept');
    await get('/interest?site=kept');
    expect(asked('/interest?site=kept')).toBe(2);
  });

  it('forwards a websocket upgrade with the same header rules', async () => {
    const request = await new Promise<string>((done, fail) => {
      const socket = connect(edgePort, '127.0.0.1', () => {
        socket.write(
          'GET /socket HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
            'x-ms-client-principal: forged\r\n\r\n',
        );
      });
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes('\r\n\r\n')) {
          socket.destroy();
          done(text);
        }
      });
      socket.on('error', fail);
    });
    expect(request).toMatch(/^HTTP\/1\.1 101 /);
    const last = received.at(-1);
    expect(last?.url).toBe('/socket');
    expect(last?.headers['x-ms-client-principal']).toBeUndefined();
    expect(last?.headers['x-enrollment-edge-key']).toBe(KEY);
  });
});
