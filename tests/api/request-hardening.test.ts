import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { resolve } from 'node:path';
import type { CharterOption } from '@enroll/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, db } from '../support/local-stack.ts';
import {
  callAs,
  EDGE_KEY,
  EDGE_KEY_HEADER,
  emulatorCookie,
  FUNCTIONS_URL,
  principalFor,
  principalHeader,
  STAFF,
  upsertStaffSeed,
  usersWithEmail,
} from '../support/staff-auth.ts';

/**
 * Staff writes are same-origin JSON only (a page of another site cannot make a signed-in staff member
 * write), bodies are limited whatever their framing, and answers are not sniffed nor served over HTTP.
 */

const run = Date.now().toString(36);
let flexHigh: { _id: string; name: string };

beforeAll(async () => {
  await upsertStaffSeed();
  const { body } = await callAs(STAFF.superAdmin, '/api/charters');
  const found = (body as CharterOption[]).find((option) => option.name === 'Flex High Charter School');
  if (!found) throw new Error('Flex High not seeded');
  flexHigh = { _id: found._id, name: found.name };
});

function permission(label: string) {
  return {
    name: `Origin ${label}`,
    azureID: `origin.${label}.${run}@learn4life.example`,
    personDbID: `O-${label}-${run}`,
    userLevel: 1,
    charterAssignments: [flexHigh],
  };
}

/** POST /api/user straight at the Functions host as the Super Admin, with the platform's edge key. */
function postUser(body: string, headers: Record<string, string>) {
  return fetch(`${FUNCTIONS_URL}/api/user`, {
    method: 'POST',
    headers: {
      [EDGE_KEY_HEADER]: EDGE_KEY,
      'x-ms-client-principal': principalHeader(STAFF.superAdmin),
      ...headers,
    },
    body,
  });
}

const FOREIGN = 'https://attacker.example';
const OWN = new URL(FUNCTIONS_URL).origin;

describe('staff writes (POST /api/user)', () => {
  it('refuses a text/plain body from a foreign page with 415 and writes nothing', async () => {
    const body = permission('text-plain');
    const response = await postUser(JSON.stringify(body), { 'Content-Type': 'text/plain', Origin: FOREIGN });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      message: 'The request body must be JSON (Content-Type: application/json).',
    });
    expect(await usersWithEmail(body.azureID)).toBe(0);
  });

  it('refuses JSON from a foreign Origin, or without Origin from another site, with 403 and writes nothing', async () => {
    const body = permission('foreign');
    const variants: Record<string, string>[] = [
      { Origin: FOREIGN },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      {},
    ];
    for (const headers of variants) {
      const response = await postUser(JSON.stringify(body), {
        'Content-Type': 'application/json',
        ...headers,
      });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toEqual({
        message: 'This request must come from a page of this application.',
      });
    }
    expect(await usersWithEmail(body.azureID)).toBe(0);
  });

  it('accepts same-origin JSON (by Origin, or by Sec-Fetch-Site when Origin is absent)', async () => {
    const byOrigin = permission('same-origin');
    const first = await postUser(JSON.stringify(byOrigin), {
      'Content-Type': 'application/json; charset=utf-8',
      Origin: OWN,
    });
    expect(first.status).toBe(201);
    expect(await usersWithEmail(byOrigin.azureID)).toBe(1);
    const bySite = permission('sec-fetch-site');
    const second = await postUser(JSON.stringify(bySite), {
      'Content-Type': 'application/json',
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(second.status).toBe(201);
  });

  it('through the edge with the auth cookie: compares Origin to the address the browser used', async () => {
    const cookie = emulatorCookie(principalFor(STAFF.superAdmin, 'aad', ['staff', 'superadmin']));
    const send = (body: unknown, origin: string) =>
      fetch(`${APP_URL}/api/user`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify(body),
      });
    const foreign = permission('edge-foreign');
    expect((await send(foreign, FOREIGN)).status).toBe(403);
    // The Functions host's own address is not the app's: the browser addressed the edge.
    expect((await send(foreign, OWN)).status).toBe(403);
    expect(await usersWithEmail(foreign.azureID)).toBe(0);
    const own = permission('edge-own');
    expect((await send(own, new URL(APP_URL).origin)).status).toBe(201);
    expect(await usersWithEmail(own.azureID)).toBe(1);
  });

  it('leaves public writes to their own rules (no Origin needed)', async () => {
    const response = await fetch(`${FUNCTIONS_URL}/api/log-error`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'origin test', url: '/origin' }),
    });
    expect(response.status).not.toBe(403);
    expect(response.status).not.toBe(415);
  });
});

/** Sends `size` bytes as a chunked body (no Content-Length) and returns the status and body. */
function postChunked(path: string, size: number): Promise<{ status: number; body: string }> {
  const url = new URL(path, FUNCTIONS_URL);
  return new Promise((done, fail) => {
    const req = httpRequest(
      url,
      { method: 'POST', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => done({ status: res.statusCode ?? 0, body }));
      },
    );
    // The answer may come before the whole body is sent.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') fail(error);
    });
    const message = 'x'.repeat(size - 40);
    const chunk = Buffer.from(JSON.stringify({ message, url: '/chunked' }), 'utf8');
    for (let offset = 0; offset < chunk.length; offset += 4096)
      req.write(chunk.subarray(offset, offset + 4096));
    req.end();
  });
}

describe('request bodies', () => {
  it('answers a chunked body over the limit (no Content-Length) with 413 and stores nothing', async () => {
    const count = async () =>
      (await db.container('errorLog').items.query<number>('SELECT VALUE COUNT(1) FROM c').fetchAll())
        .resources[0] ?? 0;
    const before = await count();
    const { status, body } = await postChunked('/api/log-error', 64 * 1024);
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({ message: 'The request body is larger than 32768 bytes.' });
    expect(await count()).toBe(before);
  });

  it('answers 413 through the edge every time, however far the body is over the limit', async () => {
    // The SWA CLI's proxy is still sending such a body when the answer comes: it lost the 413 (an empty
    // 200, or a 502 from the edge) whenever the host closed the connection before reading the rest.
    const body = JSON.stringify({ message: 'x'.repeat(300_000), url: '/huge' });
    const answers = await Promise.all(
      Array.from({ length: 24 }, async () => {
        const response = await fetch(`${APP_URL}/api/log-error`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
        });
        return `${response.status} ${await response.text()}`;
      }),
    );
    expect(new Set(answers)).toEqual(
      new Set(['413 {"message":"The request body is larger than 32768 bytes."}']),
    );
  });
});

describe('response headers', () => {
  it('marks every API answer nosniff: functions, the host’s own 404, 405 and 413, and refusals', async () => {
    const answers = await Promise.all([
      fetch(`${FUNCTIONS_URL}/api/brands`),
      fetch(`${FUNCTIONS_URL}/api/no-such-function`),
      fetch(`${FUNCTIONS_URL}/api/brands`, { method: 'DELETE' }),
      fetch(`${FUNCTIONS_URL}/api/log-error`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: 'x'.repeat(40 * 1024),
      }),
      fetch(`${FUNCTIONS_URL}/api/auth/me`),
      fetch(`${APP_URL}/api/brands`),
    ]);
    expect(answers.map((response) => response.status)).toEqual([200, 404, 405, 413, 401, 200]);
    for (const response of answers) {
      expect(response.headers.get('x-content-type-options'), response.url).toBe('nosniff');
    }
  });

  it('sets HSTS for a year with subdomains on every answer of the static web app', () => {
    const config = JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../../staticwebapp.config.json'), 'utf8'),
    ) as { globalHeaders: Record<string, string> };
    const hsts = config.globalHeaders['Strict-Transport-Security'] ?? '';
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? '0');
    expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    expect(hsts).toMatch(/;\s*includeSubDomains/);
  });
});
