import { queueServiceClient } from './storage-clients.ts';

const ensured = new Set<string>();

/** Puts a JSON job on a queue, base64-encoded as the Functions queue trigger expects. */
export async function enqueueJson(queueName: string, payload: unknown): Promise<void> {
  const queue = queueServiceClient().getQueueClient(queueName);
  if (!ensured.has(queueName)) {
    await queue.createIfNotExists();
    ensured.add(queueName);
  }
  await queue.sendMessage(Buffer.from(JSON.stringify(payload), 'utf8').toString('base64'));
}
