import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_HOST_FLAG, registeredFunctions } from '../app/registry.ts';
import type { RateLimitCounters, WindowHit } from '../data/rate-limits-repository.ts';
import { HttpRequest, InvocationContext } from '../local/host/azure-functions-runtime.ts';
import { CLIENT_IP_HEADER } from './client-address.ts';
import { EDGE_KEY_HEADER } from './platform-proof.ts';
import { checkRateLimit, parseRateWindows } from './rate-limit.ts';

const EDGE_KEY = 'edge-key-for-rate-limit-tests';

/** Counters in memory, standing in for the Cosmos container (tests/api/rate-limits.test.ts uses the real one). */
function memoryCounters(): Pick<RateLimitCounters, 'hit'> & { keys: string[] } {
  const counts = new Map<string, number>();
  const keys: string[] = [];
  return {
    keys,
    async hit(key: string, windowSeconds: number): Promise<WindowHit> {
      const id = `${key}\n${windowSeconds}`;
      keys.push(key);
      counts.set(id, (counts.get(id) ?? 0) + 1);
      return { count: counts.get(id) ?? 0, resetsInSeconds: windowSeconds === 60 ? 42 : 1800 };
    },
  };
}

function request(address: string) {
  return new HttpRequest({
    method: 'POST',
    url: 'http://localhost/api/enrollment/public',
    headers: { [EDGE_KEY_HEADER]: EDGE_KEY, [CLIENT_IP_HEADER]: address },
  });
}

const context = () => new InvocationContext({ functionName: 'enrollment-public-create' });

/** A public interest POST from `address`, checked against the interest limits with `counters`. */
function interestPost(address: string, counters: Pick<RateLimitCounters, 'hit'>) {
  return checkRateLimit(request(address), context(), 'enrollment-public-create', 'interest', counters);
}

const saved = { ...process.env };
beforeEach(() => {
  process.env.PRINCIPAL_TRUST = 'edge-key';
  process.env.EDGE_KEY = EDGE_KEY;
  process.env.RATE_LIMIT_INTEREST = '3/60,5/3600';
  process.env.RATE_LIMIT_EXEMPT_IPS = '127.0.0.1, ::1';
});
afterEach(() => {
  for (const name of ['PRINCIPAL_TRUST', 'EDGE_KEY', 'RATE_LIMIT_INTEREST', 'RATE_LIMIT_EXEMPT_IPS']) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe('parseRateWindows', () => {
  it('reads limit/seconds windows and refuses anything else', () => {
    expect(parseRateWindows('5/60, 30/3600')).toEqual([
      { limit: 5, seconds: 60 },
      { limit: 30, seconds: 3600 },
    ]);
    for (const bad of ['', '5', '0/60', '5/0', 'five/60', '5/60;30/3600']) {
      expect(() => parseRateWindows(bad)).toThrow(/is not limit\/seconds/);
    }
  });
});

describe('checkRateLimit', () => {
  it('lets the first requests through, then answers 429 with Retry-After and a JSON message', async () => {
    const counters = memoryCounters();
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      answers.push(await interestPost('203.0.113.7', counters));
    }
    expect(answers.slice(0, 3)).toEqual([null, null, null]);
    expect(answers[3]).toEqual({
      status: 429,
      jsonBody: { message: 'Too many requests. Please wait 42 seconds and try again.' },
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '42' },
    });
  });

  it('waits for the longest window that is exceeded', async () => {
    process.env.RATE_LIMIT_INTEREST = '100/60,2/3600';
    const counters = memoryCounters();
    for (let i = 0; i < 2; i += 1) {
      await interestPost('203.0.113.7', counters);
    }
    const refused = await interestPost('203.0.113.7', counters);
    expect(refused?.headers).toMatchObject({ 'Retry-After': '1800' });
  });

  it('counts per client address and per function', async () => {
    const counters = memoryCounters();
    for (let i = 0; i < 3; i += 1) {
      await interestPost('203.0.113.7', counters);
    }
    expect(await interestPost('203.0.113.8', counters)).toBeNull();
    expect(
      await checkRateLimit(request('203.0.113.7'), context(), 'other-function', 'interest', counters),
    ).toBeNull();
    expect((await interestPost('203.0.113.7', counters))?.status).toBe(429);
  });

  it("counts nothing for an exempt address (the test stack's loopback)", async () => {
    const counters = memoryCounters();
    for (let i = 0; i < 10; i += 1) {
      expect(await interestPost('::ffff:127.0.0.1', counters)).toBeNull();
    }
    expect(counters.keys).toEqual([]);
  });
});

describe('registrations', () => {
  it('gives every public POST and PUT a rate limit, and every public GET by a link id', async () => {
    process.env[LOCAL_HOST_FLAG] = 'true';
    const directory = join(import.meta.dirname, '../functions');
    const files = readdirSync(directory, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
      .map((entry) => join(entry.parentPath, entry.name));
    for (const file of files) await import(pathToFileURL(file).href);
    const publicWrites = registeredFunctions().filter(
      (registration) =>
        registration.kind === 'http' &&
        registration.access === 'public' &&
        registration.methods.some((method) => method !== 'GET'),
    );
    expect(publicWrites.length).toBeGreaterThanOrEqual(6);
    expect(
      publicWrites.filter((registration) => registration.kind === 'http' && !registration.rateLimit),
    ).toEqual([]);
    // A public read by a link's secret id answers a family's data: each call is a guess, so it is counted too.
    const readsById = registeredFunctions().filter(
      (registration) =>
        registration.kind === 'http' &&
        registration.access === 'public' &&
        registration.methods.includes('GET') &&
        registration.route.includes('{uuid}'),
    );
    expect(readsById.map((registration) => registration.name).sort()).toEqual([
      'enrollment-public-prefill',
      'lelo-registration-get',
    ]);
    for (const registration of readsById)
      expect(registration.kind === 'http' && registration.rateLimit).toBe('publicRead');
  });
});
