import type { ContainerClient } from '@azure/storage-blob';
import { blobServiceClient } from './storage-clients.ts';

const ensured = new Set<string>();

/** The container, created on first use by this process (later calls skip the round trip). */
async function containerClient(name: string): Promise<ContainerClient> {
  const client = blobServiceClient().getContainerClient(name);
  if (!ensured.has(name)) {
    await client.createIfNotExists();
    ensured.add(name);
  }
  return client;
}

export async function uploadBuffer(
  container: string,
  blobName: string,
  content: Uint8Array,
  contentType: string,
): Promise<void> {
  const client = await containerClient(container);
  await client
    .getBlockBlobClient(blobName)
    .uploadData(content, { blobHTTPHeaders: { blobContentType: contentType } });
}

export async function downloadBuffer(container: string, blobName: string): Promise<Buffer> {
  const client = await containerClient(container);
  return client.getBlobClient(blobName).downloadToBuffer();
}

export async function blobExists(container: string, blobName: string): Promise<boolean> {
  const client = await containerClient(container);
  return client.getBlobClient(blobName).exists();
}

/**
 * Writes the blob only if no blob of that name exists (If-None-Match: *), atomically in Storage;
 * false when one does (nothing is overwritten).
 */
export async function createBuffer(
  container: string,
  blobName: string,
  content: Uint8Array,
  contentType: string,
): Promise<boolean> {
  const client = await containerClient(container);
  try {
    await client.getBlockBlobClient(blobName).uploadData(content, {
      blobHTTPHeaders: { blobContentType: contentType },
      conditions: { ifNoneMatch: '*' },
    });
    return true;
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 409 || status === 412) return false;
    throw error;
  }
}
