import type { QueueClient } from '@azure/storage-queue';
import { queueServiceClient } from './storage-clients.ts';
import type { QueueName } from './storage-names.ts';

/**
 * One client per queue, created (and the queue with it, if missing) once per instance: building a
 * QueueClient sets up its request pipeline, a cost every put paid before. A failed create
 * is forgotten, so the next put tries again.
 */
const queues = new Map<QueueName, Promise<QueueClient>>();

function readyQueue(queueName: QueueName): Promise<QueueClient> {
  let ready = queues.get(queueName);
  if (!ready) {
    const queue = queueServiceClient().getQueueClient(queueName);
    ready = queue.createIfNotExists().then(() => queue);
    ready.catch(() => queues.delete(queueName));
    queues.set(queueName, ready);
  }
  return ready;
}

/** Puts a JSON job on a queue, base64-encoded as the Functions queue trigger expects. */
export async function enqueueJson(queueName: QueueName, payload: unknown): Promise<void> {
  const queue = await readyQueue(queueName);
  await queue.sendMessage(Buffer.from(JSON.stringify(payload), 'utf8').toString('base64'));
}
