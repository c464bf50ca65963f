import { DefaultAzureCredential } from '@azure/identity';
import { BlobServiceClient } from '@azure/storage-blob';
import { QueueServiceClient } from '@azure/storage-queue';
import { config } from '../platform/config.ts';

/** A storage service's client class: made from a connection string, or from its URL and a credential. */
interface StorageServiceClass<Client> {
  fromConnectionString(connectionString: string): Client;
  new (url: string, credential: DefaultAzureCredential): Client;
}

/** A storage service's client: the connection string locally, the managed identity in Azure. */
function storageServiceClient<Client>(
  Service: StorageServiceClass<Client>,
  service: 'blob' | 'queue',
): Client {
  const storage = config.storage;
  return 'connectionString' in storage
    ? Service.fromConnectionString(storage.connectionString)
    : new Service(`https://${storage.accountName}.${service}.core.windows.net`, new DefaultAzureCredential());
}

let blobService: BlobServiceClient | undefined;
let queueService: QueueServiceClient | undefined;

/** Blob storage: the connection string locally, the managed identity in Azure. */
export function blobServiceClient(): BlobServiceClient {
  blobService ??= storageServiceClient(BlobServiceClient, 'blob');
  return blobService;
}

/** Queue storage: the connection string locally, the managed identity in Azure. */
export function queueServiceClient(): QueueServiceClient {
  queueService ??= storageServiceClient(QueueServiceClient, 'queue');
  return queueService;
}
