import type { InvocationContext } from '@azure/functions';
import { QueueServiceClient } from '@azure/storage-queue';
import { beforeAll, describe, expect, it } from 'vitest';
import { azuriteOfFile } from '../../../test-support/azurite-per-file.ts';
import type { QueueRegistration } from '../../app/registry.ts';
import { waitUntil } from './azurite-test-server.ts';
import { encodeQueueMessage } from './queue-message.ts';
import { type QueuePollers, startQueuePollers } from './queue-poller.ts';

interface Call {
  message: unknown;
  metadata: Record<string, unknown>;
}

const azurite = azuriteOfFile<QueuePollers>();
let service: QueueServiceClient;

beforeAll(() => {
  service = QueueServiceClient.fromConnectionString(azurite.connectionString());
});

function registration(queueName: string, calls: Call[], fails: boolean): QueueRegistration {
  return {
    kind: 'queue',
    name: `${queueName}-job`,
    queueName,
    handler: async (message: unknown, context: InvocationContext) => {
      calls.push({ message, metadata: context.triggerMetadata ?? {} });
      if (fails) throw new Error('always fails');
    },
  };
}

async function start(registrations: QueueRegistration[]): Promise<void> {
  azurite.started(
    await startQueuePollers({
      connectionString: azurite.connectionString(),
      registrations,
      retryDelaySeconds: 0,
      maxPollIntervalMs: 100,
    }),
  );
}

async function messageCount(queueName: string): Promise<number> {
  const queue = service.getQueueClient(queueName);
  if (!(await queue.exists())) return 0;
  return (await queue.getProperties()).approximateMessagesCount ?? 0;
}

describe('startQueuePollers', () => {
  it('creates the queue, decodes base64 JSON, passes trigger metadata and deletes the message', async () => {
    const calls: Call[] = [];
    await start([registration('jobs-ok', calls, false)]);
    const queue = service.getQueueClient('jobs-ok');
    expect(await queue.exists()).toBe(true);
    const sent = await queue.sendMessage(encodeQueueMessage({ kind: 'welcome', id: 7 }));

    await waitUntil(() => calls.length === 1);
    const [call] = calls;
    expect(call?.message).toEqual({ kind: 'welcome', id: 7 });
    expect(call?.metadata).toMatchObject({
      id: sent.messageId,
      dequeueCount: 1,
      queueTrigger: '{"kind":"welcome","id":7}',
      insertionTime: sent.insertedOn.toISOString(),
      expirationTime: sent.expiresOn.toISOString(),
    });
    expect(typeof call?.metadata.popReceipt).toBe('string');
    expect(typeof call?.metadata.nextVisibleTime).toBe('string');
    await waitUntil(async () => (await messageCount('jobs-ok')) === 0);
  });

  it('passes plain text and non-JSON base64 text as strings', async () => {
    const calls: Call[] = [];
    await start([registration('jobs-text', calls, false)]);
    const queue = service.getQueueClient('jobs-text');
    await queue.sendMessage('not base64, just text');
    await queue.sendMessage(Buffer.from('hello there', 'utf8').toString('base64'));
    await waitUntil(() => calls.length === 2);
    expect(calls.map((call) => call.message).sort()).toEqual(['hello there', 'not base64, just text']);
  });

  it('retries a failing message and moves it to <queue>-poison after 5 tries', async () => {
    const calls: Call[] = [];
    await start([registration('jobs-bad', calls, true)]);
    const text = encodeQueueMessage({ kind: 'broken' });
    await service.getQueueClient('jobs-bad').sendMessage(text);

    const poison = service.getQueueClient('jobs-bad-poison');
    await waitUntil(async () => (await poison.exists()) && (await messageCount('jobs-bad-poison')) === 1);
    expect(calls.map((call) => call.metadata.dequeueCount)).toEqual([1, 2, 3, 4, 5]);
    expect(calls.every((call) => JSON.stringify(call.message) === '{"kind":"broken"}')).toBe(true);
    const [poisoned] = (await poison.receiveMessages()).receivedMessageItems;
    expect(poisoned?.messageText).toBe(text);
    expect(await messageCount('jobs-bad')).toBe(0);
    // No sixth try once the message is on the poison queue.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toHaveLength(5);
  });

  it('keeps a message hidden while a handler outlives the visibility timeout, then deletes it', async () => {
    let runs = 0;
    const slow = (name: string): QueueRegistration => ({
      kind: 'queue',
      name,
      queueName: 'jobs-long',
      handler: async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 2200));
      },
    });
    // Two competing pollers on one queue: without renewal the second takes the message after 1 s.
    azurite.started(
      await startQueuePollers({
        connectionString: azurite.connectionString(),
        registrations: [slow('long-a'), slow('long-b')],
        visibilityTimeoutSeconds: 1,
        maxPollIntervalMs: 100,
      }),
    );
    await service.getQueueClient('jobs-long').sendMessage(encodeQueueMessage({}));
    await waitUntil(() => runs === 1);
    await new Promise((resolve) => setTimeout(resolve, 2600));
    expect(runs).toBe(1);
    await waitUntil(async () => (await messageCount('jobs-long')) === 0);
  });

  it('stop() waits for a running handler', async () => {
    let finished = false;
    let began = false;
    azurite.started(
      await startQueuePollers({
        connectionString: azurite.connectionString(),
        maxPollIntervalMs: 100,
        registrations: [
          {
            kind: 'queue',
            name: 'slow-job',
            queueName: 'jobs-slow',
            handler: async () => {
              began = true;
              await new Promise((resolve) => setTimeout(resolve, 300));
              finished = true;
            },
          },
        ],
      }),
    );
    await service.getQueueClient('jobs-slow').sendMessage(encodeQueueMessage({}));
    await waitUntil(() => began);
    await azurite.stopStarted();
    expect(finished).toBe(true);
  });
});
