// Fault test of a staff write's e-mail job when the queue fails after the save: the real Azurite and
// Cosmos emulators, with only the `email-jobs` send failing on cue.
import { randomUUID } from 'node:crypto';
import { InvocationContext } from '@azure/functions';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { container } from '../../data/cosmos-client.ts';
import { failureKey, type JobFailureRecord } from '../../data/job-failures-repository.ts';
import { startTestAzurite, type TestAzurite } from '../../local/host/azurite-test-server.ts';
import { startTestCosmos, type TestCosmos } from '../../local/host/cosmos-test-server.ts';
import { queueServiceClient } from '../storage-clients.ts';
import { EMAIL_QUEUE, type EmailJob } from './email-job.ts';

const fault = vi.hoisted(() => ({ queueDown: false }));

vi.mock('./email-job.ts', async (original) => {
  const actual = await original<typeof import('./email-job.ts')>();
  return {
    ...actual,
    enqueueEmailJob: async (job: EmailJob) => {
      if (fault.queueDown) throw new Error('The queue is unreachable for staff@example.org');
      return actual.enqueueEmailJob(job);
    },
  };
});

const { queueEmailAfterSave } = await import('./queue-after-save.ts');
const { EMAIL_POISON_QUEUE, listFailedJobs } = await import('../failed-jobs/failed-jobs.ts');

let azurite: TestAzurite;
let cosmos: TestCosmos;
const logLines: string[] = [];
const context = new InvocationContext({
  functionName: 'registration-status-update',
  logHandler: (_level, ...args) => logLines.push(args.map(String).join(' ')),
});

function orientationJob(): EmailJob {
  const registrationId = randomUUID();
  return {
    kind: 'orientation',
    jobId: `orientation-${registrationId}-etag1`,
    registrationId,
    emailType: 'POST',
    staffEmail: 'staff@example.org',
  };
}

async function messagesOf(queue: string): Promise<unknown[]> {
  const client = queueServiceClient().getQueueClient(queue);
  if (!(await client.exists())) return [];
  const { peekedMessageItems } = await client.peekMessages({ numberOfMessages: 32 });
  return peekedMessageItems.map((item) =>
    JSON.parse(Buffer.from(item.messageText, 'base64').toString('utf8')),
  );
}

beforeAll(async () => {
  azurite = await startTestAzurite();
  process.env.AzureWebJobsStorage = azurite.connectionString;
  cosmos = await startTestCosmos();
}, 120_000);

afterAll(async () => {
  await cosmos?.stop();
  await azurite?.stop();
});

describe('queueEmailAfterSave', () => {
  it('queues the job on email-jobs', async () => {
    fault.queueDown = false;
    const job = orientationJob();
    expect(await queueEmailAfterSave(job, 'registration-status-update', context)).toBe('queued');
    expect(await messagesOf(EMAIL_QUEUE)).toContainEqual(job);
  });

  it('parks a job the queue refuses where Failed Jobs lists it, with its failure counted and no address logged', async () => {
    fault.queueDown = true;
    const job = orientationJob();
    expect(await queueEmailAfterSave(job, 'registration-status-update', context)).toBe('parked');
    expect(await messagesOf(EMAIL_POISON_QUEUE)).toContainEqual(job);
    const id = failureKey('queue', EMAIL_QUEUE, JSON.stringify(job));
    const { resource } = await container('jobFailures').item(id, id).read<JobFailureRecord>();
    expect(resource).toMatchObject({
      functionName: 'registration-status-update',
      trigger: 'queue',
      source: EMAIL_QUEUE,
      tries: 1,
      reason: 'Not queued after the save: Error: The queue is unreachable for [address]',
    });
    const listed = await listFailedJobs({ all: true });
    expect(listed.jobs).toContainEqual(
      expect.objectContaining({ kind: 'email', detail: 'orientation', tries: 1 }),
    );
    expect(logLines.some((line) => line.includes('email.job-parked') && line.includes(job.jobId))).toBe(true);
    expect(logLines.join('\n')).not.toContain('staff@example.org');
  });
});
