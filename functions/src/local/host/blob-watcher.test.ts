import type { InvocationContext } from '@azure/functions';
import { BlobServiceClient } from '@azure/storage-blob';
import { QueueServiceClient } from '@azure/storage-queue';
import { beforeAll, describe, expect, it } from 'vitest';
import { azuriteOfFile } from '../../../test-support/azurite-per-file.ts';
import type { BlobRegistration } from '../../app/registry.ts';
import { waitUntil } from './azurite-test-server.ts';
import {
  BLOB_POISON_QUEUE,
  type BlobWatchers,
  RECEIPTS_CONTAINER,
  startBlobWatchers,
} from './blob-watcher.ts';
import { decodeQueueMessage } from './queue-message.ts';

interface Call {
  content: string;
  metadata: Record<string, unknown>;
}

const azurite = azuriteOfFile<BlobWatchers>();
let blobs: BlobServiceClient;

beforeAll(() => {
  blobs = BlobServiceClient.fromConnectionString(azurite.connectionString());
});

function registration(name: string, path: string, calls: Call[], fails = false): BlobRegistration {
  return {
    kind: 'blob',
    name,
    path,
    handler: async (blob: Buffer, context: InvocationContext) => {
      calls.push({ content: blob.toString('utf8'), metadata: context.triggerMetadata ?? {} });
      if (fails) throw new Error('cannot process');
    },
  };
}

async function start(registrations: BlobRegistration[]): Promise<void> {
  azurite.started(
    await startBlobWatchers({
      connectionString: azurite.connectionString(),
      registrations,
      pollIntervalMs: 50,
    }),
  );
}

async function upload(container: string, name: string, content: string): Promise<string> {
  const response = await blobs
    .getContainerClient(container)
    .getBlockBlobClient(name)
    .upload(content, content.length);
  return response.etag ?? '';
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe('startBlobWatchers', () => {
  it('processes a blob once, writes a receipt, and processes it again after an overwrite', async () => {
    const calls: Call[] = [];
    await start([registration('pdf-job', 'signatures/{name}', calls)]);
    expect(await blobs.getContainerClient('signatures').exists()).toBe(true);

    const etag = await upload('signatures', 'a/one.png', 'first');
    await waitUntil(() => calls.length === 1);
    expect(calls[0]?.content).toBe('first');
    expect(calls[0]?.metadata).toMatchObject({
      name: 'a/one.png',
      blobTrigger: 'signatures/a/one.png',
      uri: expect.stringContaining('/signatures/a/one.png'),
      metadata: {},
      properties: expect.objectContaining({ etag }),
    });
    const receipt = blobs
      .getContainerClient(RECEIPTS_CONTAINER)
      .getBlobClient('blobreceipts/pdf-job/signatures/a/one.png');
    await waitUntil(
      async () => (await receipt.exists()) && (await receipt.getProperties()).metadata?.etag === etag,
    );
    await settle();
    expect(calls).toHaveLength(1);

    await upload('signatures', 'a/one.png', 'second');
    await waitUntil(() => calls.length === 2);
    expect(calls[1]?.content).toBe('second');
    await settle();
    expect(calls).toHaveLength(2);
  });

  it('does not process again after a restart, thanks to the receipts', async () => {
    const calls: Call[] = [];
    await start([registration('restart-job', 'restart/{name}', calls)]);
    await upload('restart', 'doc.txt', 'content');
    await waitUntil(() => calls.length === 1);
    await azurite.stopStarted();

    await start([registration('restart-job', 'restart/{name}', calls)]);
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('only watches blobs under the path prefix and binds the rest to {name}', async () => {
    const calls: Call[] = [];
    await start([registration('prefix-job', 'exports/ready/{name}', calls)]);
    await upload('exports', 'draft/skip.csv', 'no');
    await upload('exports', 'ready/take.csv', 'yes');
    await waitUntil(() => calls.length === 1);
    await settle();
    expect(calls.map((call) => [call.content, call.metadata.name])).toEqual([['yes', 'take.csv']]);
  });

  it('gives up after 5 failed tries: poison message like Azure and a receipt', async () => {
    const calls: Call[] = [];
    await start([registration('broken-job', 'broken/{name}', calls, true)]);
    const etag = await upload('broken', 'bad.bin', 'data');

    const poison = QueueServiceClient.fromConnectionString(azurite.connectionString()).getQueueClient(
      BLOB_POISON_QUEUE,
    );
    await waitUntil(
      async () =>
        (await poison.exists()) && ((await poison.getProperties()).approximateMessagesCount ?? 0) > 0,
    );
    const [message] = (await poison.receiveMessages()).receivedMessageItems;
    expect(decodeQueueMessage(message?.messageText ?? '')).toEqual({
      Type: 'BlobTrigger',
      FunctionId: 'Host.Functions.broken-job',
      BlobType: 'BlockBlob',
      ContainerName: 'broken',
      BlobName: 'bad.bin',
      ETag: etag,
    });
    await settle();
    expect(calls).toHaveLength(5);
    const receipt = blobs
      .getContainerClient(RECEIPTS_CONTAINER)
      .getBlobClient('blobreceipts/broken-job/broken/bad.bin');
    expect((await receipt.getProperties()).metadata?.etag).toBe(etag);
  });
});
