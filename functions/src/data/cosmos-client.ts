import { Agent } from 'node:https';
import {
  type Container,
  type ContainerDefinition as ContainerDefinitionRequest,
  CosmosClient,
  type Database,
  type FeedOptions,
  type SqlQuerySpec,
} from '@azure/cosmos';
import { DefaultAzureCredential } from '@azure/identity';
import { config } from '../platform/config.ts';
import { CONTAINERS, type CompositeIndex, type ContainerName } from './containers.ts';

let client: CosmosClient | undefined;

function cosmosClient(): CosmosClient {
  if (!client) {
    const endpoint = config.cosmosEndpoint;
    const agent = config.cosmosAllowSelfSigned
      ? new Agent({ rejectUnauthorized: false, keepAlive: true })
      : undefined;
    // The SDK ignores the regions of an account named "localhost" (the emulator) and so reads the
    // account again before every request, doubling each call; in Azure it reads them every 5 minutes.
    // Locally there is one endpoint to find: no discovery.
    const local = agent ? { agent, connectionPolicy: { enableEndpointDiscovery: false } } : {};
    client = config.cosmosKey
      ? new CosmosClient({ endpoint, key: config.cosmosKey, ...local })
      : new CosmosClient({ endpoint, aadCredentials: new DefaultAzureCredential() });
  }
  return client;
}

export function database(): Database {
  return cosmosClient().database(config.cosmosDatabase);
}

export function container(name: ContainerName): Container {
  return database().container(name);
}

/** Every result of a query, read in one go (the SDK's query, then fetchAll): for small result sets. */
export async function queryAll<T>(
  name: ContainerName,
  query: string | SqlQuerySpec,
  options?: FeedOptions,
): Promise<T[]> {
  const { resources } = await container(name).items.query<T>(query, options).fetchAll();
  return resources;
}

type ContainerDefinition = (typeof CONTAINERS)[ContainerName];

function compositeIndexesOf(definition: ContainerDefinition): CompositeIndex[] {
  return 'compositeIndexes' in definition ? [...definition.compositeIndexes] : [];
}

/** The composite indexes as a comparable text (the service may add defaults such as the order). */
function indexesKey(indexes: readonly CompositeIndex[] | undefined): string {
  return JSON.stringify(
    (indexes ?? []).map((index) => index.map(({ path, order }) => `${path} ${order ?? 'ascending'}`)),
  );
}

function containerRequest(id: string, definition: ContainerDefinition): ContainerDefinitionRequest {
  const compositeIndexes = compositeIndexesOf(definition);
  return {
    id,
    partitionKey: { paths: [definition.partitionKey] },
    // -1: time to live on, set per document (`ttl`); absent: documents never expire.
    ...('defaultTtl' in definition ? { defaultTtl: definition.defaultTtl } : {}),
    ...(compositeIndexes.length > 0
      ? {
          indexingPolicy: {
            indexingMode: 'consistent',
            automatic: true,
            includedPaths: [{ path: '/*' }],
            excludedPaths: [{ path: '/"_etag"/?' }],
            compositeIndexes: compositeIndexes.map((index) => index.map((part) => ({ ...part }))),
          },
        }
      : {}),
  };
}

/**
 * Creates the database and every container if missing (local stack and tests; Bicep does it in Azure).
 * A container whose composite indexes differ from CONTAINERS (a local snapshot made before an index was
 * added: the snapshot keeps no indexing policy) gets its definition replaced, documents kept, so the
 * ordered list queries are not refused.
 */
export async function ensureContainers(): Promise<void> {
  const { database: db } = await cosmosClient().databases.createIfNotExists({ id: config.cosmosDatabase });
  for (const [id, definition] of Object.entries(CONTAINERS)) {
    const request = containerRequest(id, definition);
    const { resource } = await db.containers.createIfNotExists(request);
    const wanted = compositeIndexesOf(definition);
    if (indexesKey(resource?.indexingPolicy?.compositeIndexes) !== indexesKey(wanted)) {
      await replaceKeepingDocuments(db, request);
    }
  }
}

const SYSTEM_FIELDS = new Set(['_rid', '_self', '_etag', '_attachments', '_ts']);

/**
 * Replaces a container's definition. Azure keeps the documents; the local emulator starts the
 * container empty, so its documents are read first and written back when they are gone.
 */
async function replaceKeepingDocuments(db: Database, request: ContainerDefinitionRequest): Promise<void> {
  const target = db.container(request.id ?? '');
  const { resources: before } = await target.items.readAll({ maxItemCount: -1 }).fetchAll();
  await target.replace(request);
  if (before.length === 0) return;
  const { resources: after } = await target.items.query<number>('SELECT VALUE COUNT(1) FROM c').fetchAll();
  if ((after[0] ?? 0) > 0) return;
  for (let start = 0; start < before.length; start += 64) {
    await Promise.all(
      before
        .slice(start, start + 64)
        .map((document) =>
          target.items.create(
            Object.fromEntries(Object.entries(document).filter(([key]) => !SYSTEM_FIELDS.has(key))),
          ),
        ),
    );
  }
}
