import { type BlobItem, BlobServiceClient, type ContainerClient } from '@azure/storage-blob';
import { QueueServiceClient } from '@azure/storage-queue';
import type { BlobRegistration, FunctionRegistration } from '../../app/registry.ts';
import { type BlobPathPattern, parseBlobPath } from './blob-path.ts';
import { createInvocationContext, errorSummary, hostLog } from './invocation.ts';
import { encodeQueueMessage } from './queue-message.ts';
import { sleep } from './sleep.ts';

export interface BlobWatcherOptions {
  connectionString: string;
  registrations: readonly FunctionRegistration[];
  pollIntervalMs?: number;
  /** Tries before a blob is reported to the poison queue and left alone, as Azure's blob trigger does (5). */
  maxAttempts?: number;
}

export interface BlobWatchers {
  /** Stops polling and waits for the handlers still running. */
  stop(): Promise<void>;
}

/** Azure keeps its blob trigger receipts in this container; so do we. */
export const RECEIPTS_CONTAINER = 'azure-webjobs-hosts';
export const BLOB_POISON_QUEUE = 'webjobs-blobtrigger-poison';

export function receiptPrefix(functionName: string, container: string): string {
  return `blobreceipts/${functionName}/${container}/`;
}

/** Listings give ETags bare, response headers quoted: keep the header form everywhere. */
function quoted(etag: string): string {
  return etag.startsWith('"') ? etag : `"${etag}"`;
}

function statusCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  return typeof error.statusCode === 'number' ? error.statusCode : undefined;
}

class BlobWorker {
  /** Failed tries per blob version (`name` + ETag), in memory like Azure's in-flight retry count. */
  private readonly attempts = new Map<string, number>();
  private readonly pattern: BlobPathPattern;
  private readonly container: ContainerClient;
  private readonly receipts: ContainerClient;

  constructor(
    blobs: BlobServiceClient,
    private readonly queues: QueueServiceClient,
    private readonly registration: BlobRegistration,
    private readonly maxAttempts: number,
  ) {
    this.pattern = parseBlobPath(registration.path);
    this.container = blobs.getContainerClient(this.pattern.container);
    this.receipts = blobs.getContainerClient(RECEIPTS_CONTAINER);
  }

  async prepare(): Promise<void> {
    await this.container.createIfNotExists();
    await this.receipts.createIfNotExists();
  }

  async run(signal: AbortSignal, pollIntervalMs: number): Promise<void> {
    let unreachable = false;
    while (!signal.aborted) {
      try {
        await this.poll(signal);
        unreachable = false;
      } catch (error) {
        if (!unreachable)
          this.log('warn', `Cannot scan container ${this.pattern.container}: ${errorSummary(error)}`);
        unreachable = true;
      }
      await sleep(pollIntervalMs, signal);
    }
  }

  private async poll(signal: AbortSignal): Promise<void> {
    const processed = await this.readReceipts();
    for await (const item of this.container.listBlobsFlat({
      prefix: this.pattern.prefix,
      includeMetadata: true,
    })) {
      if (signal.aborted) return;
      const bindings = this.pattern.match(item.name);
      const etag = item.properties.etag ? quoted(item.properties.etag) : undefined;
      if (!bindings || !etag || processed.get(item.name) === etag) continue;
      await this.process(item, etag, bindings);
    }
  }

  /** Blob name → ETag it was last processed at. */
  private async readReceipts(): Promise<Map<string, string>> {
    const prefix = receiptPrefix(this.registration.name, this.pattern.container);
    const processed = new Map<string, string>();
    for await (const receipt of this.receipts.listBlobsFlat({ prefix, includeMetadata: true })) {
      const etag = receipt.metadata?.etag;
      if (etag) processed.set(receipt.name.slice(prefix.length), quoted(etag));
    }
    return processed;
  }

  private async process(item: BlobItem, etag: string, bindings: Record<string, string>): Promise<void> {
    const client = this.container.getBlobClient(item.name);
    let content: Buffer;
    try {
      content = await client.downloadToBuffer(0, undefined, { conditions: { ifMatch: etag } });
    } catch (error) {
      // Changed or deleted since the listing: the next poll sees the blob as it is then.
      if (statusCode(error) === 412 || statusCode(error) === 404) return;
      throw error;
    }
    const context = createInvocationContext(
      this.registration.name,
      { type: 'blobTrigger', name: 'blob', path: this.registration.path, connection: 'AzureWebJobsStorage' },
      {
        ...bindings,
        blobTrigger: `${this.pattern.container}/${item.name}`,
        uri: client.url,
        properties: { ...item.properties, etag },
        metadata: item.metadata ?? {},
      },
    );
    const key = `${item.name}\n${etag}`;
    const started = Date.now();
    try {
      await this.registration.handler(content, context);
    } catch (error) {
      const attempt = (this.attempts.get(key) ?? 0) + 1;
      this.log(
        'error',
        `Executed (Failed, Id=${context.invocationId}, Attempt=${attempt}): ${errorSummary(error)}`,
      );
      if (attempt < this.maxAttempts) {
        this.attempts.set(key, attempt);
        return;
      }
      this.attempts.delete(key);
      await this.poison(item, etag);
      await this.writeReceipt(item.name, etag);
      return;
    }
    this.attempts.delete(key);
    this.log('info', `Executed (Succeeded, Id=${context.invocationId}, Duration=${Date.now() - started}ms)`);
    await this.writeReceipt(item.name, etag);
  }

  private async writeReceipt(blobName: string, etag: string): Promise<void> {
    const name = `${receiptPrefix(this.registration.name, this.pattern.container)}${blobName}`;
    await this.receipts.getBlockBlobClient(name).upload('', 0, { metadata: { etag } });
  }

  /** The same message Azure's blob trigger writes when it gives up on a blob. */
  private async poison(item: BlobItem, etag: string): Promise<void> {
    const queue = this.queues.getQueueClient(BLOB_POISON_QUEUE);
    await queue.createIfNotExists();
    await queue.sendMessage(
      encodeQueueMessage({
        Type: 'BlobTrigger',
        FunctionId: `Host.Functions.${this.registration.name}`,
        BlobType: item.properties.blobType ?? 'BlockBlob',
        ContainerName: this.pattern.container,
        BlobName: item.name,
        ETag: etag,
      }),
    );
    this.log('error', `Blob ${item.name} reported to ${BLOB_POISON_QUEUE} after ${this.maxAttempts} tries`);
  }

  private log(level: 'info' | 'warn' | 'error', text: string): void {
    hostLog(level, this.registration.name, text);
  }
}

/** Runs every blob registration by polling its container, with receipts like Azure's blob trigger. */
export async function startBlobWatchers(options: BlobWatcherOptions): Promise<BlobWatchers> {
  const blobs = BlobServiceClient.fromConnectionString(options.connectionString);
  const queues = QueueServiceClient.fromConnectionString(options.connectionString);
  const registrations = options.registrations.filter(
    (registration): registration is BlobRegistration => registration.kind === 'blob',
  );
  const workers: BlobWorker[] = [];
  for (const registration of registrations) {
    const worker = new BlobWorker(blobs, queues, registration, options.maxAttempts ?? 5);
    await worker.prepare();
    workers.push(worker);
  }
  const controller = new AbortController();
  const running = workers.map((worker) => worker.run(controller.signal, options.pollIntervalMs ?? 1000));
  return {
    async stop() {
      controller.abort();
      await Promise.all(running);
    },
  };
}
