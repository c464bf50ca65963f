import { randomInt, randomUUID } from 'node:crypto';
import { Agent } from 'node:https';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Container, CosmosClient } from '@azure/cosmos';
import { emptyRegistrationDraft, type Site } from '@enroll/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { minorInterestForm } from '../support/family-forms.ts';
import { api, db, postJson, waitForOutbox } from '../support/local-stack.ts';
import {
  callAs,
  EDGE_KEY,
  EDGE_KEY_HEADER,
  FUNCTIONS_URL,
  STAFF,
  upsertStaffSeed,
} from '../support/staff-auth.ts';

// The stack exempts loopback (scripts/with-stack.mjs): these calls go straight to the Functions host
// with the edge's proof and a client address of the documentation ranges, as the edge would send them.

interface Counters {
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetsInSeconds: number }>;
}
interface RateLimitsModule {
  rateLimitCounters(store: () => Container): Counters;
}

const repoRoot = resolve(import.meta.dirname, '../..');

/** The Functions app's counter repository, loaded by path (the tests project does not compile it). */
async function countersModule(): Promise<RateLimitsModule> {
  const file = join(repoRoot, 'functions/src/data/rate-limits-repository.ts');
  return (await import(pathToFileURL(file).href)) as RateLimitsModule;
}

/** A separate Cosmos client: another "instance" of the app counting in the same container. */
function instanceContainer(): Container {
  return new CosmosClient({
    endpoint: process.env.COSMOS_ENDPOINT ?? 'https://localhost:8081',
    key: 'local',
    agent: new Agent({ rejectUnauthorized: false }),
  })
    .database('enrollment')
    .container('rateLimits');
}

/** An address of TEST-NET-2/3 that no other run of this file has used. */
// Each client of a run is a different address (a random pick could repeat one whose limit is spent):
// consecutive numbers over the two documentation ranges, from a random start.
let clientNumber = randomInt(508);
function clientAddress(): string {
  clientNumber = (clientNumber + 1) % 508;
  return `${clientNumber % 2 === 0 ? '198.51.100' : '203.0.113'}.${Math.floor(clientNumber / 2) + 1}`;
}

async function postAs(client: string, path: string, body: unknown) {
  const response = await fetch(`${FUNCTIONS_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [EDGE_KEY_HEADER]: EDGE_KEY, 'x-azure-clientip': client },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: JSON.parse(text) };
}

async function getAs(client: string, path: string) {
  const response = await fetch(`${FUNCTIONS_URL}${path}`, {
    headers: { [EDGE_KEY_HEADER]: EDGE_KEY, 'x-azure-clientip': client },
  });
  await response.arrayBuffer();
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
}

/**
 * Limits count in fixed windows of the clock: a burst must not straddle the end of a window, or the
 * next window's allowance would mix in. Waits until `seconds` of the current window are left.
 */
async function windowWithTimeLeft(windowSeconds: number, seconds: number): Promise<void> {
  const windowMs = windowSeconds * 1000;
  while (windowMs - (Date.now() % windowMs) < seconds * 1000) {
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
}

const minuteWithTimeLeft = (seconds: number) => windowWithTimeLeft(60, seconds);

const errorReport = () => ({
  timestamp: new Date().toISOString(),
  context: 'rate-limit test',
  errorMessage: 'flood',
  errorName: 'Error',
  stackTrace: '',
  errorLocation: '/interest',
  requestData: 'POST /api/enrollment/public',
  responseData: 'status 500',
});

describe('per-client rate limits', () => {
  it('lets 5 interest submissions a minute through per client, then answers 429 with Retry-After', async () => {
    // In the hour's last minute the hour and the minute end together, and an hour-long refusal
    // would also say "60 seconds or less": keep the flood clear of it (a wait of at most 90 s).
    await windowWithTimeLeft(3600, 90);
    await minuteWithTimeLeft(30);
    const client = clientAddress();
    const sent = 40;
    // One after another, so hit n is the n-th of both the minute's and the hour's window: in a
    // parallel burst the two counters are raised in different orders, and a hit within the minute
    // can be past the hour (fewer than 5 get through; the parallel case is checked below).
    const answers: Awaited<ReturnType<typeof postAs>>[] = [];
    const started = Date.now();
    for (let hit = 0; hit < sent; hit += 1) {
      answers.push(await postAs(client, '/api/enrollment/public', minorInterestForm()));
    }
    const accepted = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 429);
    console.info(
      `flood: ${sent} interest submissions from one client in ${((Date.now() - started) / 1000).toFixed(1)} s → ${accepted.length} accepted, ${refused.length} × 429, ${answers.filter((answer) => answer.status >= 500).length} × 5xx`,
    );
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(sent - 5);
    for (const answer of refused) {
      const seconds = Number(answer.retryAfter);
      expect(answer.body).toEqual({
        message: `Too many requests. Please wait ${seconds} seconds and try again.`,
      });
    }
    // Hits 6 to 30 exceed the minute (5), hits 31 to 40 also the hour (30): they wait for the hour's end.
    const seconds = refused.map((answer) => Number(answer.retryAfter));
    expect(seconds.filter((value) => Number.isInteger(value) && value >= 1 && value <= 60)).toHaveLength(25);
    expect(seconds.filter((value) => Number.isInteger(value) && value > 60 && value <= 3600)).toHaveLength(
      10,
    );
    // Another client is counted on its own.
    expect((await postAs(clientAddress(), '/api/enrollment/public', minorInterestForm())).status).toBe(201);

    // A parallel burst of another client: never more than the minute's 5 through, nothing fails.
    const burstClient = clientAddress();
    const burst = await Promise.all(
      Array.from({ length: sent }, () => postAs(burstClient, '/api/enrollment/public', minorInterestForm())),
    );
    const burstAccepted = burst.filter((answer) => answer.status === 201).length;
    console.info(
      `parallel flood: ${sent} submissions → ${burstAccepted} accepted, ${burst.filter((answer) => answer.status === 429).length} × 429, ${burst.filter((answer) => answer.status >= 500).length} × 5xx`,
    );
    expect(burstAccepted).toBeGreaterThanOrEqual(1);
    expect(burstAccepted).toBeLessThanOrEqual(5);
    expect(burst.every((answer) => answer.status === 201 || answer.status === 429)).toBe(true);
  }, 180_000);

  it('shares the counts across instances: hits counted elsewhere refuse the next request here', async () => {
    await minuteWithTimeLeft(15);
    const { rateLimitCounters } = await countersModule();
    const first = rateLimitCounters(instanceContainer);
    const second = rateLimitCounters(instanceContainer);
    const key = `shared-${randomUUID()}`;
    for (let hit = 1; hit <= 3; hit += 1) expect((await first.hit(key, 60)).count).toBe(hit);
    const counted = await Promise.all([second.hit(key, 60), first.hit(key, 60), second.hit(key, 60)]);
    expect(counted.map(({ count }) => count).sort()).toEqual([4, 5, 6]);

    // Two instances of the counters fill a client's minute; the Functions host refuses its first request.
    const client = clientAddress();
    const httpKey = `http\nenrollment-public-create\n${client}`;
    await Promise.all([first.hit(httpKey, 60), second.hit(httpKey, 60), first.hit(httpKey, 60)]);
    await Promise.all([second.hit(httpKey, 60), first.hit(httpKey, 60)]);
    const answer = await postAs(client, '/api/enrollment/public', minorInterestForm());
    expect(answer.status).toBe(429);
  }, 60_000);

  it('limits anonymous error reports to 30 a minute per client', async () => {
    await minuteWithTimeLeft(20);
    const client = clientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push((await postAs(client, '/api/log-error', errorReport())).status);
    expect(statuses.slice(0, 30).every((status) => status === 202)).toBe(true);
    expect(statuses[30]).toBe(429);
  }, 60_000);

  it("limits the public reads by a link's id to 20 a minute per client, known id or not", async () => {
    await minuteWithTimeLeft(20);
    const interest = await postJson('/api/enrollment/public', minorInterestForm());
    const { _uuid: uuid } = interest.body as { _uuid: string };
    for (const path of [`/api/enrollment/public/${uuid}`, `/api/leloRegistration/${randomUUID()}`]) {
      const client = clientAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) statuses.push((await getAs(client, path)).status);
      // The interest's own link pre-fills (200); a guessed pre-registration id is unknown (404).
      const allowed = path.startsWith('/api/enrollment') ? 200 : 404;
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(allowed));
      expect(statuses[20]).toBe(429);
      // Another client is counted on its own.
      expect((await getAs(clientAddress(), path)).status).toBe(allowed);
    }
  }, 60_000);

  it('limits the registration and Lelo submissions before reading their bodies', async () => {
    await minuteWithTimeLeft(15);
    for (const path of ['/api/registration/public', '/api/leloRegistration']) {
      const client = clientAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await postAs(client, path, { nope: true })).status);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    }
  }, 60_000);
});

describe('e-mails to one address', () => {
  beforeAll(() => upsertStaffSeed());

  it('sends at most 5 interest confirmations an hour to one family address; the submissions still succeed, staff still hear of each, and other mail still goes', async () => {
    // The cap counts in the clock's hours: six jobs either side of an hour's end could all send.
    await windowWithTimeLeft(3600, 45);
    const { body: listed } = await api('/api/sites?brand=Learn4Life&state=CA');
    const ids = new Set((listed as Site[]).map((site) => site.id));
    const { resources } = await db.container('sites').items.readAll<Site>().fetchAll();
    const site = resources.find(
      (candidate) =>
        ids.has(candidate.id) &&
        candidate.enrollment_info?.primaryEmailstatus === 'Yes' &&
        candidate.enrollment_info.addtionalEmailstatus === 'Yes' &&
        candidate.enrollment_info.interestEmail.length > 0,
    );
    const staffAddress = site?.enrollment_info?.interestEmail[0]?.trim().toLowerCase();
    if (!site || !staffAddress) throw new Error('no seeded site sends to the family and to staff');
    const family = `capped.${randomUUID().slice(0, 8)}@example.com`;

    // Through the edge (loopback, not rate limited): only the e-mail cap is at work.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        postJson('/api/enrollment/public', minorInterestForm({ primaryEmail: family, site: site.id })),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const uuids = answers.map((answer) => (answer.body as { _uuid: string })._uuid);

    // Each job decides the family's mail before it sends anything: once staff have all six, the
    // capped job has dropped its family mail for good.
    const toStaff = await waitForOutbox(
      (message) => message.to === staffAddress && uuids.some((uuid) => message.text.includes(uuid)),
      6,
    );
    expect(toStaff).toHaveLength(6);
    const toFamily = await waitForOutbox((message) => message.to === family, 5);
    expect(toFamily).toHaveLength(5);
    expect(new Set(toFamily.map((message) => uuids.find((uuid) => message.text.includes(uuid)))).size).toBe(
      5,
    );

    // The capped entry says so to staff, and a coordinator sends it again, past the cap.
    const capped = answers.find(
      (answer) =>
        !toFamily.some((message) => message.text.includes((answer.body as { _uuid: string })._uuid)),
    );
    const sent = answers.find((answer) => answer !== capped);
    if (!capped || !sent) throw new Error('expected one capped and five sent entries');
    const cappedId = (capped.body as { id: string }).id;
    const sentId = (sent.body as { id: string }).id;
    const stateOf = async (id: string) =>
      ((await callAs(STAFF.superAdmin, `/api/enrollment/${id}/family-email`)).body as { state: string })
        .state;
    expect(await stateOf(cappedId)).toBe('capped');
    expect(await stateOf(sentId)).toBe('sent');
    const resendOf = (id: string) =>
      callAs(STAFF.superAdmin, `/api/enrollment/${id}/family-email/resend`, { method: 'POST', body: {} });
    const refused = await resendOf(sentId);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'interest.email.notResendable' });
    const resent = await resendOf(cappedId);
    expect(resent.status).toBe(202);
    expect(resent.body).toEqual({ state: 'pending' });
    const cappedUuid = (capped.body as { _uuid: string })._uuid;
    expect(
      await waitForOutbox((message) => message.to === family && message.text.includes(cappedUuid)),
    ).toHaveLength(1);
    await expect.poll(() => stateOf(cappedId)).toBe('sent');
    expect(
      (
        await callAs(STAFF.user, `/api/enrollment/${cappedId}/family-email/resend`, {
          method: 'POST',
          body: {},
        })
      ).status,
    ).toBe(403);

    // Each kind is counted on its own: the flood of interest requests does not silence the link to a
    // form the family saves.
    const saved = await postJson('/api/drafts', {
      kind: 'registration',
      draft: { ...emptyRegistrationDraft(), firstName: 'Ana', lastName: 'Draft', pgPrimaryEmail: family },
      level: 5,
      context: { site: site.id },
      email: family,
      language: 'en',
    });
    expect(saved.status).toBe(201);
    const link = await waitForOutbox(
      (message) => message.to === family && message.text.includes('/resume#token='),
    );
    expect(link).toHaveLength(1);
  }, 120_000);
});
