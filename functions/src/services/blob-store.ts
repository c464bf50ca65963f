import { Readable } from 'node:stream';
import type { ContainerClient } from '@azure/storage-blob';
import { blobServiceClient } from './storage-clients.ts';
import { type BlobContainerName, blobPathParts } from './storage-names.ts';

const ensured = new Set<string>();

/** The container, created on first use by this process (later calls skip the round trip). */
async function containerClient(name: BlobContainerName): Promise<ContainerClient> {
  const client = blobServiceClient().getContainerClient(name);
  if (!ensured.has(name)) {
    await client.createIfNotExists();
    ensured.add(name);
  }
  return client;
}

export async function uploadBuffer(
  container: BlobContainerName,
  blobName: string,
  content: Uint8Array,
  contentType: string,
): Promise<void> {
  const client = await containerClient(container);
  await client
    .getBlockBlobClient(blobName)
    .uploadData(content, { blobHTTPHeaders: { blobContentType: contentType } });
}

export async function downloadBuffer(container: BlobContainerName, blobName: string): Promise<Buffer> {
  const client = await containerClient(container);
  return client.getBlobClient(blobName).downloadToBuffer();
}

export async function blobExists(container: BlobContainerName, blobName: string): Promise<boolean> {
  const client = await containerClient(container);
  return client.getBlobClient(blobName).exists();
}

/**
 * Writes the blob only if no blob of that name exists (If-None-Match: *), atomically in Storage;
 * false when one does (nothing is overwritten).
 */
export async function createBuffer(
  container: BlobContainerName,
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

/** The parts of a `container/blob` path an entry stores; one outside the app's containers is bad data. */
function storedPathParts(path: string): { container: BlobContainerName; blobName: string } {
  const parts = blobPathParts(path);
  if (!parts) throw new Error('The stored blob path names no container of the app');
  return parts;
}

/** Reads the blob at a `container/blob` path as an entry stores it (a signature, the signed PDF). */
export function downloadStoredBlob(path: string): Promise<Buffer> {
  const { container, blobName } = storedPathParts(path);
  return downloadBuffer(container, blobName);
}

/** Writes the blob at a `container/blob` path as an entry stores it. */
export function uploadStoredBlob(path: string, content: Uint8Array, contentType: string): Promise<void> {
  const { container, blobName } = storedPathParts(path);
  return uploadBuffer(container, blobName, content, contentType);
}

/** Upload buffers of a streamed blob: a few megabytes held at once, whatever the file's size. */
const STREAM_BUFFER_BYTES = 4 * 1024 * 1024;
const STREAM_BUFFERS = 2;

/**
 * Writes a blob from a stream as it is made (block by block), with the type and the
 * Content-Disposition a download of it answers with. A failing stream fails the upload.
 */
export async function uploadStream(
  container: BlobContainerName,
  blobName: string,
  content: Readable,
  headers: { contentType: string; contentDisposition: string },
): Promise<void> {
  const client = await containerClient(container);
  await client.getBlockBlobClient(blobName).uploadStream(content, STREAM_BUFFER_BYTES, STREAM_BUFFERS, {
    blobHTTPHeaders: {
      blobContentType: headers.contentType,
      blobContentDisposition: headers.contentDisposition,
    },
  });
}

/** Reads a blob as a stream (made as it is read), with its size and type. */
export async function downloadStream(
  container: BlobContainerName,
  blobName: string,
): Promise<{ body: Readable; size: number; contentType: string }> {
  const client = await containerClient(container);
  const download = await client.getBlobClient(blobName).download();
  const body = download.readableStreamBody;
  if (!body) throw new Error('The blob download has no body');
  return {
    body: Readable.from(body),
    size: download.contentLength ?? 0,
    contentType: download.contentType ?? 'application/octet-stream',
  };
}

export async function deleteBlobIfExists(container: BlobContainerName, blobName: string): Promise<void> {
  const client = await containerClient(container);
  await client.getBlobClient(blobName).deleteIfExists();
}
