// The local Cosmos DB: @vercel/cosmosdb-server (the Cosmos REST API, kept in memory) on https, with
// the data kept across restarts:
// - every successful write is appended to a journal (.data/cosmos/journal.ndjson) as it happens, so a
//   write burst is on disk within moments and even a killed process loses nothing;
// - at shutdown everything is saved as a snapshot (manifest.json + one JSON file per container) and
//   the journal is emptied;
// - at boot the snapshot is loaded and the journal replayed, both through the API itself.
// Usage: node scripts/cosmos-emulator.mjs --port 8081 --data .data/cosmos
import { createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { Agent, request as httpsRequest } from 'node:https';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { CosmosClient } from '@azure/cosmos';
import cosmosServer from '@vercel/cosmosdb-server';

// The emulator's queries cost O(n²) in a container's size without this rewrite (see the file); it
// patches the query compiler, which the server calls at query time, so loading it here is in time.
createRequire(import.meta.url)('./lib/cosmosdb-query-linear-from.cjs');

const { values } = parseArgs({
  options: { port: { type: 'string', default: '8081' }, data: { type: 'string', default: '.data/cosmos' } },
});
const port = Number(values.port);
const dataDir = values.data;
const manifestFile = join(dataDir, 'manifest.json');
const journalFile = join(dataDir, 'journal.ndjson');
mkdirSync(dataDir, { recursive: true });

const SYSTEM = ['_rid', '_self', '_etag', '_attachments', '_ts'];
// Request headers a write needs to be replayed; the rest (auth, date, If-Match) would not hold again.
const DROPPED_HEADERS = new Set([
  'authorization',
  'x-ms-date',
  'if-match',
  'if-none-match',
  'host',
  'content-length',
  'connection',
]);
const agent = new Agent({ rejectUnauthorized: false, keepAlive: true });

const server = cosmosServer.createHttpsServer({ keepAlive: true });
// The clients (the Functions host, the tests) keep idle connections open for reuse with no idle limit
// of their own. A server that closes an idle connection after Node's default 5 s races a request sent
// on it at that moment, and that request fails with ECONNRESET (a create answered 500). Idle
// connections therefore stay open until the client closes them.
server.keepAliveTimeout = 0;
const [libraryHandler] = server.listeners('request');
server.removeAllListeners('request');

let restoring = true;
let journal = null;

function isWrite(req) {
  return req.method !== 'GET' && String(req.headers['x-ms-documentdb-isquery']).toLowerCase() !== 'true';
}

server.on('request', (req, res) => {
  if (restoring || !isWrite(req)) {
    libraryHandler(req, res);
    return;
  }
  // The library reads the body itself: read it first, hand it a replayable copy, journal it once it worked.
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const copy = Object.assign(Readable.from(body.length ? [body] : []), {
      method: req.method,
      url: req.url,
      headers: req.headers,
      socket: req.socket,
    });
    res.on('finish', () => {
      if (res.statusCode >= 300 || !journal) return;
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name]) => !DROPPED_HEADERS.has(name)),
      );
      journal.write(
        `${JSON.stringify({ m: req.method, u: req.url, h: headers, b: body.toString('utf8') })}\n`,
      );
    });
    libraryHandler(copy, res);
  });
});

const client = new CosmosClient({
  endpoint: `https://localhost:${port}`,
  key: 'local',
  agent,
  connectionPolicy: { enableEndpointDiscovery: false },
});

const containerFile = (db, container) =>
  join(dataDir, `${encodeURIComponent(db)}.${encodeURIComponent(container)}.json`);

function writeAtomically(file, text) {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

async function readItems(db, container) {
  // One page: the emulator answers every page by scanning the whole container.
  const { resources } = await client
    .database(db)
    .container(container)
    .items.readAll({ maxItemCount: -1 })
    .fetchAll();
  return resources.map((item) =>
    Object.fromEntries(Object.entries(item).filter(([key]) => !SYSTEM.includes(key))),
  );
}

/** The whole store as files; afterwards the journal holds nothing the snapshot lacks. */
async function snapshot() {
  const manifest = [];
  const { resources: dbs } = await client.databases.readAll().fetchAll();
  for (const db of dbs) {
    const { resources: defs } = await client.database(db.id).containers.readAll().fetchAll();
    manifest.push({
      id: db.id,
      // The indexing policy too: the list queries' composite indexes, which the emulator enforces.
      containers: defs.map((def) => ({
        id: def.id,
        partitionKey: def.partitionKey,
        indexingPolicy: def.indexingPolicy,
        defaultTtl: def.defaultTtl,
      })),
    });
    for (const def of defs)
      writeAtomically(containerFile(db.id, def.id), JSON.stringify(await readItems(db.id, def.id)));
  }
  writeAtomically(manifestFile, JSON.stringify({ savedAt: new Date().toISOString(), databases: manifest }));
}

async function restoreSnapshot() {
  if (!existsSync(manifestFile)) return 0;
  const { databases } = JSON.parse(readFileSync(manifestFile, 'utf8'));
  let count = 0;
  for (const db of databases) {
    const { database } = await client.databases.createIfNotExists({ id: db.id });
    for (const def of db.containers) {
      const { container } = await database.containers.createIfNotExists({
        id: def.id,
        partitionKey: def.partitionKey,
        ...(def.indexingPolicy ? { indexingPolicy: def.indexingPolicy } : {}),
        ...(def.defaultTtl !== undefined ? { defaultTtl: def.defaultTtl } : {}),
      });
      const file = containerFile(db.id, def.id);
      const items = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
      for (let i = 0; i < items.length; i += 64) {
        await Promise.all(items.slice(i, i + 64).map((item) => container.items.create(item)));
      }
      count += items.length;
    }
  }
  return count;
}

function send({ m, u, h, b }) {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      { host: 'localhost', port, method: m, path: u, headers: h, agent },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    request.on('error', reject);
    request.end(b);
  });
}

/** Replays, in order, the writes made after the last snapshot (after a crash or a kill). */
async function replayJournal() {
  if (!existsSync(journalFile)) return 0;
  const lines = readFileSync(journalFile, 'utf8').split('\n').filter(Boolean);
  for (const line of lines) {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      break; // a line cut short by a crash ends the journal
    }
    await send(entry);
  }
  return lines.length;
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
    const restored = await restoreSnapshot();
    const replayed = await replayJournal();
    // Start a fresh journal on top of a snapshot that holds everything so far.
    if (replayed > 0) await snapshot();
    journal = createWriteStream(journalFile, { flags: replayed > 0 ? 'w' : 'a' });
    restoring = false;
    console.info(
      `Cosmos DB emulator ready on https://localhost:${port} (${restored} documents restored, ${replayed} journaled writes replayed)`,
    );
  } catch (error) {
    console.error(`Cosmos DB emulator: could not restore ${dataDir}: ${error.message}`);
    process.exit(1);
  }
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  try {
    if (!restoring) {
      restoring = true;
      await snapshot();
      await new Promise((resolve) => journal.end(resolve));
      writeFileSync(journalFile, '');
    }
  } catch (error) {
    console.error('[cosmos] final snapshot failed:', error.message);
  }
  server.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
