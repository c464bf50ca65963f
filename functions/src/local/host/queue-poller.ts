import { type DequeuedMessageItem, type QueueClient, QueueServiceClient } from '@azure/storage-queue';
import type { FunctionRegistration, QueueRegistration } from '../../app/registry.ts';
import { createInvocationContext, errorSummary, hostLog } from './invocation.ts';
import { decodeMessageText, decodeQueueMessage } from './queue-message.ts';
import { sleep } from './sleep.ts';

export interface QueuePollerOptions {
  connectionString: string;
  registrations: readonly FunctionRegistration[];
  /** Tries before a message moves to `<queue>-poison` (host.json `maxDequeueCount`). */
  maxDequeueCount?: number;
  /** How long a received message stays hidden from other pollers while its handler runs. */
  visibilityTimeoutSeconds?: number;
  /** Longest wait between polls of an idle queue. */
  maxPollIntervalMs?: number;
  /**
   * How long a failed message stays hidden before its next try. Azure takes host.json's
   * `visibilityTimeout` (30 s here); locally a short delay keeps retries quick.
   */
  retryDelaySeconds?: number;
  /** Messages fetched per poll, as Azure's `batchSize`. */
  batchSize?: number;
}

export interface QueuePollers {
  /** Stops polling and waits for the handlers still running. */
  stop(): Promise<void>;
  /**
   * As if the host process died: polling and the renewal of hidden messages stop at once, running
   * handlers are abandoned and nothing is deleted or released, so their messages reappear after the
   * visibility timeout. For the fault tests.
   */
  kill(): void;
}

interface Settings {
  maxDequeueCount: number;
  visibilityTimeoutSeconds: number;
  maxPollIntervalMs: number;
  retryDelaySeconds: number;
  batchSize: number;
}

const MIN_POLL_INTERVAL_MS = 50;

export function poisonQueueName(queueName: string): string {
  return `${queueName}-poison`;
}

function triggerMetadata(message: DequeuedMessageItem): Record<string, unknown> {
  return {
    id: message.messageId,
    dequeueCount: message.dequeueCount,
    insertionTime: message.insertedOn.toISOString(),
    expirationTime: message.expiresOn.toISOString(),
    nextVisibleTime: message.nextVisibleOn.toISOString(),
    popReceipt: message.popReceipt,
    queueTrigger: decodeMessageText(message.messageText),
  };
}

class QueueWorker {
  private poisonReady: Promise<unknown> | undefined;
  private killed = false;
  private readonly renewals = new Set<ReturnType<typeof setInterval>>();

  constructor(
    private readonly service: QueueServiceClient,
    private readonly queue: QueueClient,
    private readonly registration: QueueRegistration,
    private readonly settings: Settings,
  ) {}

  async run(signal: AbortSignal): Promise<void> {
    let idleDelay = MIN_POLL_INTERVAL_MS;
    let unreachable = false;
    while (!signal.aborted) {
      let messages: DequeuedMessageItem[] = [];
      try {
        const response = await this.queue.receiveMessages({
          numberOfMessages: this.settings.batchSize,
          visibilityTimeout: this.settings.visibilityTimeoutSeconds,
        });
        messages = response.receivedMessageItems;
        unreachable = false;
      } catch (error) {
        if (!unreachable) this.log('warn', `Cannot read queue ${this.queue.name}: ${errorSummary(error)}`);
        unreachable = true;
      }
      if (messages.length === 0) {
        await sleep(idleDelay, signal);
        idleDelay = Math.min(idleDelay * 2, this.settings.maxPollIntervalMs);
        continue;
      }
      idleDelay = MIN_POLL_INTERVAL_MS;
      await Promise.all(messages.map((message) => this.process(message)));
    }
  }

  kill(): void {
    this.killed = true;
    for (const timer of this.renewals) clearInterval(timer);
    this.renewals.clear();
  }

  private async process(message: DequeuedMessageItem): Promise<void> {
    const context = createInvocationContext(
      this.registration.name,
      {
        type: 'queueTrigger',
        name: 'queueItem',
        queueName: this.registration.queueName,
        connection: 'AzureWebJobsStorage',
      },
      triggerMetadata(message),
    );
    const started = Date.now();
    const hidden = this.keepHidden(message);
    try {
      await this.registration.handler(decodeQueueMessage(message.messageText), context);
    } catch (error) {
      if (this.killed) return;
      this.log(
        'error',
        `Executed (Failed, Id=${context.invocationId}, DequeueCount=${message.dequeueCount}): ${errorSummary(error)}`,
      );
      await this.afterFailure(message, await hidden.release());
      return;
    }
    if (this.killed) return;
    this.log('info', `Executed (Succeeded, Id=${context.invocationId}, Duration=${Date.now() - started}ms)`);
    const popReceipt = await hidden.release();
    await this.settle(`delete message ${message.messageId}`, () =>
      this.queue.deleteMessage(message.messageId, popReceipt),
    );
  }

  /**
   * Like Azure, renews the message's invisibility while a long handler runs, so no other poller
   * takes it meanwhile. `release` stops renewing and gives the current pop receipt.
   */
  private keepHidden(message: DequeuedMessageItem): { release(): Promise<string> } {
    let popReceipt = message.popReceipt;
    let renewing: Promise<void> = Promise.resolve();
    const seconds = this.settings.visibilityTimeoutSeconds;
    const timer = setInterval(
      () => {
        renewing = renewing
          .then(() => this.queue.updateMessage(message.messageId, popReceipt, undefined, seconds))
          .then((response) => {
            popReceipt = response.popReceipt ?? popReceipt;
          })
          .catch((error: unknown) =>
            this.log('warn', `Could not extend message ${message.messageId}: ${errorSummary(error)}`),
          );
      },
      (seconds * 1000) / 2,
    );
    this.renewals.add(timer);
    const renewals = this.renewals;
    return {
      async release() {
        clearInterval(timer);
        renewals.delete(timer);
        await renewing;
        return popReceipt;
      },
    };
  }

  private async afterFailure(message: DequeuedMessageItem, popReceipt: string): Promise<void> {
    if (message.dequeueCount < this.settings.maxDequeueCount) {
      await this.settle(`release message ${message.messageId}`, () =>
        this.queue.updateMessage(message.messageId, popReceipt, undefined, this.settings.retryDelaySeconds),
      );
      return;
    }
    const poisonName = poisonQueueName(this.queue.name);
    const poison = this.service.getQueueClient(poisonName);
    await this.settle(`move message ${message.messageId} to ${poisonName}`, async () => {
      this.poisonReady ??= poison.createIfNotExists();
      await this.poisonReady;
      // The original text, still encoded, so a reader of the poison queue decodes it like the original.
      await poison.sendMessage(message.messageText);
      await this.queue.deleteMessage(message.messageId, popReceipt);
    });
    // An error, so a poisoned job is never silent (ids only: the message text stays out of the log).
    this.log(
      'error',
      `Message ${message.messageId} moved to ${poisonName} after ${message.dequeueCount} tries`,
    );
  }

  private async settle(what: string, action: () => Promise<unknown>): Promise<void> {
    try {
      await action();
    } catch (error) {
      // Most often the pop receipt expired because the handler outlived the visibility timeout:
      // the message is visible again and another try will come.
      this.log('warn', `Could not ${what}: ${errorSummary(error)}`);
    }
  }

  private log(level: 'info' | 'warn' | 'error', text: string): void {
    hostLog(level, this.registration.name, text);
  }
}

/** Runs every queue registration against the storage account, as the Functions queue trigger does. */
export async function startQueuePollers(options: QueuePollerOptions): Promise<QueuePollers> {
  const settings: Settings = {
    maxDequeueCount: options.maxDequeueCount ?? 5,
    visibilityTimeoutSeconds: options.visibilityTimeoutSeconds ?? 30,
    maxPollIntervalMs: options.maxPollIntervalMs ?? 1000,
    retryDelaySeconds: options.retryDelaySeconds ?? 2,
    batchSize: options.batchSize ?? 16,
  };
  const service = QueueServiceClient.fromConnectionString(options.connectionString);
  const queues = options.registrations.filter(
    (registration): registration is QueueRegistration => registration.kind === 'queue',
  );
  const workers: QueueWorker[] = [];
  for (const registration of queues) {
    const queue = service.getQueueClient(registration.queueName);
    await queue.createIfNotExists();
    workers.push(new QueueWorker(service, queue, registration, settings));
  }
  const controller = new AbortController();
  const running = workers.map((worker) => worker.run(controller.signal));
  let killed = false;
  return {
    async stop() {
      controller.abort();
      // A killed host's handlers are abandoned, never awaited.
      if (!killed) await Promise.all(running);
    },
    kill() {
      killed = true;
      controller.abort();
      for (const worker of workers) worker.kill();
    },
  };
}
