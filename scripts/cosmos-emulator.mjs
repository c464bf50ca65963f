// The local Cosmos DB: @vercel/cosmosdb-server (the Cosmos REST API, in memory) on https, with the
// data kept across restarts. At boot the last snapshot is loaded through the API itself; after
// every burst of writes (1 s of quiet, at most 5 s apart) and at shutdown everything is saved again.
// Usage: node scripts/cosmos-emulator.mjs --port 8081 --data .data/cosmos
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CosmosClient } from '@azure/cosmos';
import cosmosServer from '@vercel/cosmosdb-server';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '8081' }, data: { type: 'string', default: '.data/cosmos' } },
});
const port = Number(values.port);
const dataDir = values.data;
const snapshotFile = join(dataDir, 'snapshot.json');
mkdirSync(dataDir, { recursive: true });

const SYSTEM = ['_rid', '_self', '_etag', '_attachments', '_ts'];
const QUIET_MS = 1000;
const MAX_DELAY_MS = 5000;

const server = cosmosServer.createHttpsServer({ keepAlive: true });
let restoring = true;
let dirtySince = 0;
let quietTimer;
let saving = Promise.resolve();

server.on('request', (req) => {
  if (restoring || req.method === 'GET') return;
  // Queries are POSTs too; they change nothing.
  if (req.headers['x-ms-documentdb-isquery'] === 'True' || req.headers['x-ms-documentdb-isquery'] === 'true')
    return;
  if (!dirtySince) dirtySince = Date.now();
  clearTimeout(quietTimer);
  const wait = Math.max(0, Math.min(QUIET_MS, dirtySince + MAX_DELAY_MS - Date.now()));
  quietTimer = setTimeout(() => {
    saving = saving
      .then(snapshot)
      .catch((error) => console.error('[cosmos] snapshot failed:', error.message));
  }, wait);
});

const client = new CosmosClient({
  endpoint: `https://localhost:${port}`,
  key: 'local',
  agent: new Agent({ rejectUnauthorized: false, keepAlive: true }),
  connectionPolicy: { enableEndpointDiscovery: false },
});

async function snapshot() {
  dirtySince = 0;
  const databases = [];
  const { resources: dbs } = await client.databases.readAll().fetchAll();
  for (const db of dbs) {
    const containers = [];
    const { resources: defs } = await client.database(db.id).containers.readAll().fetchAll();
    for (const def of defs) {
      const { resources: items } = await client.database(db.id).container(def.id).items.readAll().fetchAll();
      const clean = items.map((item) =>
        Object.fromEntries(Object.entries(item).filter(([key]) => !SYSTEM.includes(key))),
      );
      containers.push({ id: def.id, partitionKey: def.partitionKey, items: clean });
    }
    databases.push({ id: db.id, containers });
  }
  writeFileSync(`${snapshotFile}.tmp`, JSON.stringify({ savedAt: new Date().toISOString(), databases }));
  renameSync(`${snapshotFile}.tmp`, snapshotFile);
}

async function restore() {
  if (!existsSync(snapshotFile)) return 0;
  const { databases } = JSON.parse(readFileSync(snapshotFile, 'utf8'));
  let count = 0;
  for (const db of databases) {
    const { database } = await client.databases.createIfNotExists({ id: db.id });
    for (const def of db.containers) {
      const { container } = await database.containers.createIfNotExists({
        id: def.id,
        partitionKey: def.partitionKey,
      });
      for (let i = 0; i < def.items.length; i += 32) {
        await Promise.all(def.items.slice(i, i + 32).map((item) => container.items.upsert(item)));
      }
      count += def.items.length;
    }
  }
  return count;
}

server.on('error', (error) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Cosmos DB emulator: port ${port} is already in use`
      : `Cosmos DB emulator: ${error.message}`,
  );
  process.exit(1);
});

server.listen(port, async () => {
  try {
    const count = await restore();
    restoring = false;
    console.info(`Cosmos DB emulator ready on https://localhost:${port} (${count} documents restored)`);
  } catch (error) {
    console.error(`Cosmos DB emulator: could not restore ${snapshotFile}: ${error.message}`);
    process.exit(1);
  }
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  clearTimeout(quietTimer);
  try {
    await saving;
    if (!restoring) await snapshot();
  } catch (error) {
    console.error('[cosmos] final snapshot failed:', error.message);
  }
  server.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
