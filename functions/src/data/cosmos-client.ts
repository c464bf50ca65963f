import { Agent } from 'node:https';
import { type Container, CosmosClient, type Database } from '@azure/cosmos';
import { DefaultAzureCredential } from '@azure/identity';
import { config } from '../platform/config.ts';
import { CONTAINERS, type ContainerName } from './containers.ts';

let client: CosmosClient | undefined;

function cosmosClient(): CosmosClient {
  if (!client) {
    const endpoint = config.cosmosEndpoint;
    const agent = config.cosmosAllowSelfSigned
      ? new Agent({ rejectUnauthorized: false, keepAlive: true })
      : undefined;
    client = config.cosmosKey
      ? new CosmosClient({ endpoint, key: config.cosmosKey, ...(agent ? { agent } : {}) })
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

/** Creates the database and every container if missing (local stack and tests; Bicep does it in Azure). */
export async function ensureContainers(): Promise<void> {
  const { database: db } = await cosmosClient().databases.createIfNotExists({ id: config.cosmosDatabase });
  for (const [id, definition] of Object.entries(CONTAINERS)) {
    await db.containers.createIfNotExists({
      id,
      partitionKey: { paths: [definition.partitionKey] },
      // -1: time to live on, set per document (`ttl`); absent: documents never expire.
      ...('defaultTtl' in definition ? { defaultTtl: definition.defaultTtl } : {}),
    });
  }
}
