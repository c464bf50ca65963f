import { DefaultAzureCredential } from '@azure/identity';
import { QueueServiceClient } from '@azure/storage-queue';
import { config } from '../platform/config.ts';

let service: QueueServiceClient | undefined;
const ensured = new Set<string>();

function queueService(): QueueServiceClient {
  if (!service) {
    const connection = config.storageConnection;
    service = connection.includes('=')
      ? QueueServiceClient.fromConnectionString(connection)
      : new QueueServiceClient(connection, new DefaultAzureCredential());
  }
  return service;
}

/** Puts a JSON job on a queue, base64-encoded as the Functions queue trigger expects. */
export async function enqueueJson(queueName: string, payload: unknown): Promise<void> {
  const queue = queueService().getQueueClient(queueName);
  if (!ensured.has(queueName)) {
    await queue.createIfNotExists();
    ensured.add(queueName);
  }
  await queue.sendMessage(Buffer.from(JSON.stringify(payload), 'utf8').toString('base64'));
}
