import { beforeAll, describe, expect, it } from 'vitest';
import { completeDraft } from '../../domain/test-support/registration-drafts.ts';
import { birthDateYearsAgo } from '../support/dates.ts';
import { APP_URL, db } from '../support/local-stack.ts';
import { LANCASTER_ID } from '../support/seeded-sites.ts';
import { type HttpRegistrationInfo, registeredHttpFunctions } from '../support/staff-auth.ts';

/**
 * Mutated bodies, ids and query strings to every public endpoint, enumerated from the
 * function registry (a new public endpoint is fuzzed without touching this file). Deterministic: the
 * seed (FUZZ_SEED, printed in the summary) reproduces every request. Asserts no 5xx at all and that
 * refused requests write nothing: each container's count moves exactly by the accepted requests of
 * the endpoint that writes it. A 429 (per-client rate limits) counts as a refusal.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const CASES_PER_ENDPOINT = 10;
const CONCURRENCY = 8;
const REQUEST_TIMEOUT_MS = 10_000;

/** mulberry32: a small seeded generator, so a failing case is the same on every run. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const ODD_IDS = [
  'a/b',
  'a#b',
  'a\\b',
  'a?b=c',
  '%',
  '%2F',
  ' ',
  '\t',
  '..',
  '../../etc/passwd',
  'ü-名-🙂',
  '\u0000',
  "' OR 1=1 --",
  'x'.repeat(300),
  'x'.repeat(10_000),
];
const DEEP = JSON.parse(`${'{"a":'.repeat(200)}1${'}'.repeat(200)}`) as unknown;
const WEIRD_VALUES: unknown[] = [
  null,
  0,
  -1,
  1e308,
  true,
  [],
  {},
  ['a', 'b'],
  { nested: { deeper: [1, { x: null }] } },
  DEEP,
  '',
  '   ',
  '\u0000\r\n',
  '名前 Nguyễn ٱلْعَرَبِيَّة',
  '<script>alert(1)</script>',
  '{{constructor.constructor("return process")()}}',
  'x'.repeat(5_000),
  'x'.repeat(70_000),
  ...ODD_IDS.slice(0, 6),
];
const EXTRA_FIELDS: Record<string, unknown>[] = [
  { __proto__: { admin: true } },
  { constructor: { prototype: { admin: true } } },
  { id: 'forced-id', _etag: '*', _rid: 'x' },
  { status: 'Enrollment Complete', enrollstatus: 'Yes', userLevel: 4 },
  { unexpected: 'field', another: [1, 2, 3] },
];

/** A plausible body per endpoint, mutated below; endpoints not named here start from `{}`. */
function baseBody(route: string): Record<string, unknown> {
  const tag = Math.floor(random() * 1e9).toString(36);
  switch (route) {
    case 'enrollment/public':
      return {
        studentFirstName: 'Ana',
        studentLastName: 'Fuzz',
        birthDate: birthDateYearsAgo(15),
        parentRelationship: 'Parent',
        parentFirstName: 'Maria',
        parentLastName: 'Fuzz',
        primaryEmail: `fuzz.${tag}@example.com`,
        phone: '661-555-0134',
        zipCode: '93534',
        site: LANCASTER_ID,
      };
    case 'registration/public':
      return {
        ...completeDraft({ birthDate: birthDateYearsAgo(16), studentEmail: `fuzz.${tag}@example.com` }),
        site: LANCASTER_ID,
      };
    case 'log-error':
      return {
        timestamp: new Date().toISOString(),
        context: 'fuzz',
        errorMessage: 'fuzz',
        requestData: 'GET /x',
      };
    case 'auth/roles':
      return { identityProvider: 'aad', userId: tag, userDetails: `fuzz.${tag}@example.com`, claims: [] };
    default:
      return {
        siteId: LANCASTER_ID,
        charter_id: 'x',
        permalink: 'summer-intersession-2027',
        firstName: 'Ana',
      };
  }
}

interface FuzzRequest {
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function routePath(route: string, oddParams: boolean): string {
  return route.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!oddParams) return name === 'uuid' ? '0f8fad5b-d9cb-469f-a165-70867728950e' : LANCASTER_ID;
    return encodeURIComponent(pick(ODD_IDS));
  });
}

const QUERY_KEYS = [
  'id',
  'site',
  'brand',
  'brandName',
  'zip',
  'radius',
  'state',
  'q',
  'charter_id',
  'school_year',
];

function oddQuery(): string {
  const params = new URLSearchParams();
  const count = 1 + Math.floor(random() * 4);
  for (let index = 0; index < count; index += 1) {
    const value = pick(WEIRD_VALUES);
    params.append(pick(QUERY_KEYS), typeof value === 'string' ? value.slice(0, 3000) : JSON.stringify(value));
  }
  return `?${params.toString()}`;
}

function mutatedBody(route: string): { body: string; contentType: string | null; label: string } {
  const base = baseBody(route);
  const json = (value: unknown, label: string) => ({
    body: JSON.stringify(value),
    contentType: 'application/json',
    label,
  });
  const kind = Math.floor(random() * 9);
  const keys = Object.keys(base);
  const field = keys.length > 0 ? pick(keys) : 'field';
  switch (kind) {
    case 0: {
      const { [field]: _dropped, ...rest } = base;
      return json(rest, `missing ${field}`);
    }
    case 1:
    case 2:
      return json({ ...base, [field]: pick(WEIRD_VALUES) }, `odd ${field}`);
    case 3:
      return json({ ...base, ...pick(EXTRA_FIELDS) }, 'extra fields');
    case 4:
      return json(pick<unknown>([[base], 'a string', 42, null, true, [], DEEP]), 'not an object');
    case 5:
      return {
        body: pick(['{"a":', '{', 'nul', '{"a":1,}', "{'a':1}", '\u0000', '']),
        contentType: 'application/json',
        label: 'broken JSON',
      };
    case 6:
      return {
        body: JSON.stringify(base),
        contentType: pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', null]),
        label: 'wrong content type',
      };
    case 7:
      return json(Object.fromEntries(keys.map((key) => [key, pick(WEIRD_VALUES)])), 'every field odd');
    default:
      return json({ ...base, [field]: 'x'.repeat(200_000) }, 'huge');
  }
}

function fuzzRequests(fn: HttpRegistrationInfo): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  for (const method of fn.methods) {
    for (let index = 0; index < CASES_PER_ENDPOINT; index += 1) {
      const oddParams = fn.route.includes('{') && random() < 0.7;
      let path = `/api/${routePath(fn.route, oddParams)}`;
      const headers: Record<string, string> = {};
      if (random() < 0.1)
        headers['Idempotency-Key'] = pick(['a b', 'x', '../../../..', '%00%0d%0a', 'k'.repeat(200)]);
      if (method === 'GET' || method === 'DELETE') {
        if (!oddParams || random() < 0.5) path += oddQuery();
        requests.push({
          label: `${method} ${fn.route} ${oddParams ? 'odd id' : 'odd query'}`,
          method,
          path,
          headers,
        });
        continue;
      }
      const { body, contentType, label } = mutatedBody(fn.route);
      if (contentType) headers['Content-Type'] = contentType;
      requests.push({
        label: `${method} ${fn.route} ${oddParams ? 'odd id, ' : ''}${label}`,
        method,
        path,
        headers,
        body,
      });
    }
  }
  return requests;
}

/** The containers a public endpoint writes, with the endpoint: their counts move only by its accepted requests. */
const WRITES: Record<string, string> = {
  'POST enrollment/public': 'interests',
  'POST registration/public': 'registrations',
  'POST leloRegistration': 'leloRegistrations',
  'POST log-error': 'errorLog',
};
const WATCHED = [
  'interests',
  'registrations',
  'leloRegistrations',
  'errorLog',
  'users',
  'exportLog',
  'accessLog',
];

async function counts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    WATCHED.map(async (name) => {
      const { resources } = await db
        .container(name)
        .items.query<number>('SELECT VALUE COUNT(1) FROM c')
        .fetchAll();
      return [name, resources[0] ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

interface Outcome {
  request: FuzzRequest;
  endpoint: string;
  status: number;
  fromApi: boolean;
}

async function send(request: FuzzRequest, endpoint: string): Promise<Outcome> {
  const response = await fetch(`${APP_URL}${request.path}`, {
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
    redirect: 'manual',
    // A request the stack never answers is a finding too: reported as status 0.
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  }).catch(() => null);
  if (!response) return { request, endpoint, status: 0, fromApi: false };
  await response.arrayBuffer().catch(() => undefined);
  // The edge answers some requests itself (its HTML fallback, redirects): only the API's JSON counts as accepted.
  const fromApi = response.headers.get('content-type')?.startsWith('application/json') ?? false;
  return { request, endpoint, status: response.status, fromApi };
}

/** Runs the requests with a few in flight at a time (two cores are shared by the whole stack). */
async function sendAll(work: { request: FuzzRequest; endpoint: string }[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < work.length) {
      const item = work[next] as (typeof work)[number];
      next += 1;
      outcomes.push(await send(item.request, item.endpoint));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return outcomes;
}

describe('fuzzing every public endpoint', () => {
  let publicFunctions: HttpRegistrationInfo[] = [];
  beforeAll(async () => {
    publicFunctions = (await registeredHttpFunctions()).filter((fn) => fn.access === 'public');
  });

  it('answers no 5xx and writes nothing for a refused request', { timeout: 240_000 }, async () => {
    expect(publicFunctions.length).toBeGreaterThan(15);
    const work = publicFunctions.flatMap((fn) =>
      fuzzRequests(fn).map((request) => ({ request, endpoint: `${request.method} ${fn.route}` })),
    );
    const before = await counts();
    const started = Date.now();
    const outcomes = await sendAll(work);
    const after = await counts();

    const byClass: Record<string, number> = {};
    const byStatus: Record<number, number> = {};
    for (const { status } of outcomes) {
      byClass[`${Math.floor(status / 100)}xx`] = (byClass[`${Math.floor(status / 100)}xx`] ?? 0) + 1;
      byStatus[status] = (byStatus[status] ?? 0) + 1;
    }
    const edgeAnswers = outcomes.filter(({ status, fromApi }) => status >= 200 && status < 300 && !fromApi);
    const statuses = Object.entries(byStatus)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    console.info(
      `fuzz summary (seed ${SEED}): ${outcomes.length} requests to ${publicFunctions.length} public endpoints in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `2xx ${byClass['2xx'] ?? 0}, 3xx ${byClass['3xx'] ?? 0}, 4xx ${byClass['4xx'] ?? 0}, 5xx ${byClass['5xx'] ?? 0}, unanswered ${byStatus[0] ?? 0} (${statuses}; 2xx answered by the edge's HTML fallback: ${edgeAnswers.length})`,
    );

    for (const { request, status } of edgeAnswers)
      console.info(
        `fuzz: ${status} from the edge, not the API: ${request.label} (${request.path.slice(0, 80)})`,
      );
    const serverErrors = outcomes
      .filter(({ status }) => status >= 500 || status === 0)
      .map(
        ({ request, status }) =>
          `${status} ${request.label}: ${request.method} ${request.path.slice(0, 200)}`,
      );
    // The requests themselves in the message: a failure summary shows only its first lines.
    expect(serverErrors, serverErrors.join('; ')).toEqual([]);

    const accepted: Record<string, number> = Object.fromEntries(WATCHED.map((name) => [name, 0]));
    for (const { endpoint, status, fromApi } of outcomes) {
      const container = WRITES[endpoint];
      if (container && fromApi && status >= 200 && status < 300)
        accepted[container] = (accepted[container] ?? 0) + 1;
    }
    const written = Object.fromEntries(
      WATCHED.map((name) => [name, (after[name] ?? 0) - (before[name] ?? 0)]),
    );
    expect(written).toEqual(accepted);
  });
});
