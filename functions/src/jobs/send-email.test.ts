// Fault tests of the e-mail job: the real send-email handler run by the local host's real queue poller
// against Azurite and the Cosmos emulator, with a sender that fails, hangs or dies on cue.
import { randomUUID } from 'node:crypto';
import { QueueServiceClient } from '@azure/storage-queue';
import { buildInterestEntry, interestSubmissionSchema } from '@enroll/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QueueRegistration } from '../app/registry.ts';
import { container } from '../data/cosmos-client.ts';
import type { EmailLogRecord } from '../data/email-log-repository.ts';
import { startTestAzurite, type TestAzurite, waitUntil } from '../local/host/azurite-test-server.ts';
import { startTestCosmos, type TestCosmos } from '../local/host/cosmos-test-server.ts';
import { encodeQueueMessage } from '../local/host/queue-message.ts';
import { type QueuePollers, startQueuePollers } from '../local/host/queue-poller.ts';
import { SITE_SEED } from '../local/seed/sites-seed.ts';
import type { EmailJob } from '../services/email/email-job.ts';
import { emailLogId } from '../services/email/email-log-id.ts';
import {
  type EmailMessage,
  OUTBOX_CONTAINER,
  type SendEmail,
  sendEmail,
} from '../services/email/email-sender.ts';
import { blobServiceClient } from '../services/storage-clients.ts';

vi.hoisted(() => {
  // The local host's registry: no Azure Functions runtime registration while the job file loads.
  process.env.ENROLLMENT_LOCAL_HOST = 'true';
});

const { createEmailJobHandler } = await import('./send-email.ts');

const LEASE_SECONDS = 2;
let azurite: TestAzurite;
let cosmos: TestCosmos;
let queues: QueueServiceClient;
const running: QueuePollers[] = [];
/** Every line the host and the job log during the tests, to check that no address is ever in one. */
const logLines: string[] = [];

// A learning center that sends the interest mail to the family and to two staff addresses.
const site = SITE_SEED.find(
  (candidate) =>
    candidate.enrollment_info?.primaryEmailstatus === 'Yes' &&
    candidate.enrollment_info.addtionalEmailstatus === 'Yes' &&
    candidate.enrollment_info.interestEmail.length === 2,
);
if (!site?.enrollment_info) throw new Error('No seeded site with three interest recipients');
const familyAddress = 'ana.fault@example.com';
const staffAddresses = site.enrollment_info.interestEmail;
const recipients = [familyAddress, ...staffAddresses];
const interestId = randomUUID();

beforeAll(async () => {
  azurite = await startTestAzurite();
  process.env.AzureWebJobsStorage = azurite.connectionString;
  process.env.EMAIL_CLAIM_LEASE_SECONDS = String(LEASE_SECONDS);
  cosmos = await startTestCosmos();
  queues = QueueServiceClient.fromConnectionString(azurite.connectionString);
  for (const level of ['info', 'warn', 'error', 'log'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logLines.push(args.map(String).join(' '));
    });
  }
  await container('sites').items.create(site);
  const submission = interestSubmissionSchema.parse({
    studentFirstName: 'Ana',
    studentLastName: 'Fault',
    birthDate: '2000-01-15',
    primaryEmail: familyAddress,
    phone: '661-555-0100',
    zipCode: '93534',
    site: site.id,
  });
  await container('interests').items.create(
    buildInterestEntry(submission, site, { id: interestId, uuid: randomUUID() }, new Date()),
  );
}, 120_000);

afterEach(async () => {
  await Promise.all(running.splice(0).map((pollers) => pollers.stop()));
});

afterAll(async () => {
  vi.restoreAllMocks();
  await cosmos?.stop();
  await azurite?.stop();
});

/** The real outbox sender, counting calls per recipient, failing or hanging as `fault` says. */
function faultySender(
  fault: (message: EmailMessage, call: number) => 'fail' | 'hang' | 'send-then-hang' | 'send',
) {
  const calls = new Map<string, number>();
  const send: SendEmail = async (message, key) => {
    const call = (calls.get(message.to) ?? 0) + 1;
    calls.set(message.to, call);
    const what = fault(message, call);
    if (what === 'fail') throw new Error(`Recipient rejected: ${message.to}`);
    if (what === 'hang') return new Promise<void>(() => {});
    await sendEmail(message, key);
    if (what === 'send-then-hang') return new Promise<void>(() => {});
  };
  return { send, calls };
}

async function startJobPoller(
  queueName: string,
  send: SendEmail,
  options: { visibilityTimeoutSeconds?: number; retryDelaySeconds?: number } = {},
): Promise<QueuePollers> {
  const registration: QueueRegistration = {
    kind: 'queue',
    name: 'send-email',
    queueName,
    handler: createEmailJobHandler(send),
  };
  const pollers = await startQueuePollers({
    connectionString: azurite.connectionString,
    registrations: [registration],
    maxPollIntervalMs: 100,
    retryDelaySeconds: options.retryDelaySeconds ?? 0,
    ...(options.visibilityTimeoutSeconds
      ? { visibilityTimeoutSeconds: options.visibilityTimeoutSeconds }
      : {}),
  });
  running.push(pollers);
  return pollers;
}

async function messageCount(queueName: string): Promise<number> {
  const queue = queues.getQueueClient(queueName);
  if (!(await queue.exists())) return 0;
  return (await queue.getProperties()).approximateMessagesCount ?? 0;
}

async function enqueue(queueName: string): Promise<EmailJob> {
  const job: EmailJob = { kind: 'interest', jobId: randomUUID(), interestId };
  const queue = queues.getQueueClient(queueName);
  await queue.createIfNotExists();
  await queue.sendMessage(encodeQueueMessage(job));
  return job;
}

/** Outbox messages of one job, counted per recipient. */
async function outboxCounts(job: EmailJob): Promise<Record<string, number>> {
  const keys = new Set(recipients.map((to) => emailLogId(job.jobId, to)));
  const outbox = blobServiceClient().getContainerClient(OUTBOX_CONTAINER);
  const counts: Record<string, number> = {};
  if (!(await outbox.exists())) return counts;
  for await (const blob of outbox.listBlobsFlat()) {
    const message = JSON.parse(
      (await outbox.getBlobClient(blob.name).downloadToBuffer()).toString('utf8'),
    ) as {
      to: string;
      key: string;
    };
    if (keys.has(message.key)) counts[message.to] = (counts[message.to] ?? 0) + 1;
  }
  return counts;
}

async function recipientState(job: EmailJob, to: string): Promise<Partial<EmailLogRecord>> {
  const id = emailLogId(job.jobId, to);
  const { resource } = await container('emailLog').item(id, id).read<EmailLogRecord>();
  return { status: resource?.status, attempts: resource?.attempts, lastError: resource?.lastError };
}

const once = Object.fromEntries(recipients.map((to) => [to, 1]));

describe('send-email under faults', () => {
  it('(a) the sender fails twice per recipient, then recovers: each recipient gets exactly one message', async () => {
    const queueName = 'fault-a';
    const { send, calls } = faultySender((_message, call) => (call <= 2 ? 'fail' : 'send'));
    await startJobPoller(queueName, send);
    const job = await enqueue(queueName);

    await waitUntil(
      async () => (await recipientState(job, staffAddresses[1] ?? '')).status === 'sent',
      20_000,
    );
    await waitUntil(async () => (await messageCount(queueName)) === 0);
    expect(await outboxCounts(job)).toEqual(once);
    expect(Object.fromEntries(calls)).toEqual(Object.fromEntries(recipients.map((to) => [to, 3])));
    for (const to of recipients) {
      expect(await recipientState(job, to)).toEqual({
        status: 'sent',
        attempts: 3,
        lastError: 'Error: Recipient rejected: [address]',
      });
    }
    expect(await messageCount(`${queueName}-poison`)).toBe(0);
  });

  it('(b) one recipient fails forever: the others are sent once, the job is poisoned after 5 tries with the reason', async () => {
    const queueName = 'fault-b';
    const bad = staffAddresses[0] ?? '';
    const { send, calls } = faultySender((message) => (message.to === bad ? 'fail' : 'send'));
    await startJobPoller(queueName, send);
    const job = await enqueue(queueName);

    await waitUntil(async () => (await messageCount(`${queueName}-poison`)) === 1, 20_000);
    expect(await messageCount(queueName)).toBe(0);
    const good = recipients.filter((to) => to !== bad);
    expect(await outboxCounts(job)).toEqual(Object.fromEntries(good.map((to) => [to, 1])));
    // The bad address was tried on each of the 5 deliveries; the others only on the first.
    expect(Object.fromEntries(calls)).toEqual({ ...Object.fromEntries(good.map((to) => [to, 1])), [bad]: 5 });
    expect(await recipientState(job, bad)).toEqual({
      status: 'failed',
      attempts: 5,
      lastError: 'Error: Recipient rejected: [address]',
    });
    for (const to of good) expect((await recipientState(job, to)).status).toBe('sent');
    // Logged as errors with ids only: the failed address is nowhere in the log.
    expect(logLines.some((line) => line.includes(`moved to ${queueName}-poison after 5 tries`))).toBe(true);
    expect(
      logLines.filter((line) => line.includes('email.send-failed') && line.includes(job.jobId)),
    ).toHaveLength(5);
    expect(logLines.filter((line) => recipients.some((to) => line.includes(to)))).toEqual([]);
  });

  it.each([
    ['between claim and send', 'hang' as const],
    ['after the send, before it is recorded', 'send-then-hang' as const],
  ])('(c) the host is killed %s: a new host sends the mail exactly once', async (_when, death) => {
    const queueName = death === 'hang' ? 'fault-c' : 'fault-d';
    const first = recipients[0] ?? '';
    const dying = faultySender(() => death);
    const hostA = await startJobPoller(queueName, dying.send, { visibilityTimeoutSeconds: 1 });
    const job = await enqueue(queueName);
    await waitUntil(() => dying.calls.get(first) === 1);
    hostA.kill();
    expect(await recipientState(job, first)).toMatchObject({ status: 'claimed', attempts: 1 });

    // The new host sees the message after the visibility timeout; the claim is reclaimed after its lease.
    const healthy = faultySender(() => 'send');
    await startJobPoller(queueName, healthy.send, { visibilityTimeoutSeconds: 1, retryDelaySeconds: 1 });
    await waitUntil(async () => (await recipientState(job, first)).status === 'sent', 20_000);
    await waitUntil(async () => (await messageCount(queueName)) === 0);
    expect(await outboxCounts(job)).toEqual(once);
    expect(await recipientState(job, first)).toMatchObject({ status: 'sent', attempts: 2 });
    for (const to of recipients.slice(1))
      expect(await recipientState(job, to)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await messageCount(`${queueName}-poison`)).toBe(0);
  });
});
