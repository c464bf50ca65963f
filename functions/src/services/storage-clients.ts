import { DefaultAzureCredential } from '@azure/identity';
import { BlobServiceClient } from '@azure/storage-blob';
import { QueueServiceClient } from '@azure/storage-queue';
import { config } from '../platform/config.ts';

let blobService: BlobServiceClient | undefined;
let queueService: QueueServiceClient | undefined;

/** Blob storage: the connection string locally, the managed identity in Azure. */
export function blobServiceClient(): BlobServiceClient {
  if (!blobService) {
    const storage = config.storage;
    blobService =
      'connectionString' in storage
        ? BlobServiceClient.fromConnectionString(storage.connectionString)
        : new BlobServiceClient(
            `https://${storage.accountName}.blob.core.windows.net`,
            new DefaultAzureCredential(),
          );
  }
  return blobService;
}

/** Queue storage: the connection string locally, the managed identity in Azure. */
export function queueServiceClient(): QueueServiceClient {
  if (!queueService) {
    const storage = config.storage;
    queueService =
      'connectionString' in storage
        ? QueueServiceClient.fromConnectionString(storage.connectionString)
        : new QueueServiceClient(
            `https://${storage.accountName}.queue.core.windows.net`,
            new DefaultAzureCredential(),
          );
  }
  return queueService;
}
