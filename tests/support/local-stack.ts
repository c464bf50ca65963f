import { Agent } from 'node:https';
import { type Container, CosmosClient, type ItemDefinition } from '@azure/cosmos';
import { BlobServiceClient } from '@azure/storage-blob';
import { QueueServiceClient } from '@azure/storage-queue';

/** The app as families reach it: the SWA CLI on 4280, proxying /api to the Functions host. */
export const APP_URL = process.env.APP_URL ?? 'http://localhost:4280';

// scripts/with-stack.mjs sets these for the stack it started (ports move with STACK_PORT_OFFSET).
const STORAGE =
  process.env.AzureWebJobsStorage ??
  'DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;QueueEndpoint=http://127.0.0.1:10001/devstoreaccount1;';

export const cosmos = new CosmosClient({
  endpoint: process.env.COSMOS_ENDPOINT ?? 'https://localhost:8081',
  key: 'local',
  agent: new Agent({ rejectUnauthorized: false }),
});
export const db = cosmos.database('enrollment');
export const blobs = BlobServiceClient.fromConnectionString(STORAGE);
export const queues = QueueServiceClient.fromConnectionString(STORAGE);

/** A file sent with an e-mail, as the outbox records it (size in bytes, then the content). */
export interface OutboxAttachment {
  name: string;
  contentType: string;
  size: number;
  contentInBase64: string;
}

export interface OutboxMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  sentAt: string;
  key: string;
  attachments?: OutboxAttachment[];
}

/** Every e-mail in the local outbox. */
export async function outboxMessages(): Promise<OutboxMessage[]> {
  const outbox = blobs.getContainerClient('outbox');
  if (!(await outbox.exists())) return [];
  const messages: OutboxMessage[] = [];
  for await (const blob of outbox.listBlobsFlat()) {
    const buffer = await outbox.getBlobClient(blob.name).downloadToBuffer();
    messages.push(JSON.parse(buffer.toString('utf8')) as OutboxMessage);
  }
  return messages;
}

/** Waits until the outbox holds `count` messages matching `filter` (the queue trigger polls about every second). */
export async function waitForOutbox(
  filter: (message: OutboxMessage) => boolean,
  count = 1,
  timeoutMs = 20_000,
): Promise<OutboxMessage[]> {
  const deadline = Date.now() + timeoutMs;
  let found: OutboxMessage[] = [];
  while (Date.now() < deadline) {
    found = (await outboxMessages()).filter(filter);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return found;
}

/** A response as the tests read it: its status, its body (parsed when it is JSON) and its headers. */
export interface ApiResult {
  status: number;
  body: unknown;
  headers: Headers;
}

export async function apiResultOf(response: Response): Promise<ApiResult> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {}
  return { status: response.status, body, headers: response.headers };
}

export async function api(path: string, init: RequestInit = {}): Promise<ApiResult> {
  return apiResultOf(await fetch(`${APP_URL}${path}`, init));
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return api(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Deletes the documents a test stored in a container (one already gone is fine). */
export async function deleteStored(
  container: Container,
  documents: readonly { id: string }[],
): Promise<void> {
  await Promise.all(
    documents.map((document) =>
      container
        .item(document.id, document.id)
        .delete()
        .catch(() => undefined),
    ),
  );
}

/** How many documents of a container have `value` in a top-level field (a refused write leaves it). */
export async function countWhere(container: Container, field: string, value: string): Promise<number> {
  const { resources } = await container.items
    .query<number>({
      query: `SELECT VALUE COUNT(1) FROM c WHERE c.${field} = @value`,
      parameters: [{ name: '@value', value }],
    })
    .fetchAll();
  return resources[0] ?? 0;
}

/** What `select` picks ('*', 'VALUE c.id'…) of the documents of a container that have `value` in a top-level field. */
export async function selectWhere<T>(
  container: Container,
  select: string,
  field: string,
  value: string,
): Promise<T[]> {
  const { resources } = await container.items
    .query<T>({
      query: `SELECT ${select} FROM c WHERE c.${field} = @value`,
      parameters: [{ name: '@value', value }],
    })
    .fetchAll();
  return resources;
}

/** The documents of a container that have `value` in a top-level field. */
export function documentsWhere<T>(container: Container, field: string, value: string): Promise<T[]> {
  return selectWhere<T>(container, '*', field, value);
}

/** The stored document `id` of a container (its id is its partition key); a test cannot go on without it. */
export async function storedDocument<T extends ItemDefinition>(container: Container, id: string): Promise<T> {
  const { resource } = await container.item(id, id).read<T>();
  if (!resource) throw new Error(`${container.id} ${id} is not stored`);
  return resource;
}

/** The seeded document of a container named `name` (a site, a charter); a test cannot run without it. */
export async function seededNamed<T>(containerName: string, name: string): Promise<T> {
  const [found] = await documentsWhere<T>(db.container(containerName), 'name', name);
  if (!found) throw new Error(`${name} is not seeded`);
  return found;
}
