// The local Functions host: `node functions/dist/local/main.js`. Loads the settings and every
// function file, prepares Cosmos DB and seeds it, then serves HTTP functions, runs the queue and blob
// triggers against Azurite and the timer functions on their schedules, as the Functions host does in Azure.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LOCAL_HOST_FLAG, registeredFunctions, runShutdownHooks } from '../app/registry.ts';
import { ensureContainers } from '../data/cosmos-client.ts';
import { config } from '../platform/config.ts';
import { startBlobWatchers } from './host/blob-watcher.ts';
import { expandGlob } from './host/glob.ts';
import { startHttpServer } from './host/http-server.ts';
import { errorSummary } from './host/invocation.ts';
import { portIsFree } from './host/port.ts';
import { startQueuePollers } from './host/queue-poller.ts';
import { functionDisabled, loadLocalSettings } from './host/settings.ts';
import { startTimers } from './host/timer-scheduler.ts';

interface Stoppable {
  stop(): Promise<void>;
}

const DEFAULT_PORT = 7071;
const STOP_TIMEOUT_MS = 6000;

// src/local/main.ts and dist/local/main.js sit at the same depth.
const here = dirname(fileURLToPath(import.meta.url));
const functionsRoot = resolve(here, '../..');
const repoRoot = resolve(functionsRoot, '..');

function fail(message: string): never {
  console.error(`Functions host: ${message}`);
  process.exit(1);
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value ? Reflect.get(value, key) : undefined;
}

/** The entry glob of functions/package.json (`main`), the same one the Functions host in Azure reads. */
function functionFiles(): string[] {
  const main = field(readJson(resolve(functionsRoot, 'package.json')), 'main');
  if (typeof main !== 'string') fail('functions/package.json has no "main" glob');
  return expandGlob(main, functionsRoot);
}

/** host.json's `extensions.queues` field of that name, when present. */
function queueSetting(name: string): unknown {
  const file = resolve(functionsRoot, 'host.json');
  if (!existsSync(file)) return undefined;
  return field(field(field(readJson(file), 'extensions'), 'queues'), name);
}

/** host.json's `maxDequeueCount`, so local retries match Azure's. */
function maxDequeueCount(): number | undefined {
  const count = queueSetting('maxDequeueCount');
  return typeof count === 'number' ? count : undefined;
}

/** host.json's `maxPollingInterval` ('hh:mm:ss'), so an idle queue is read as often as in Azure. */
function maxPollIntervalMs(): number | undefined {
  const interval = queueSetting('maxPollingInterval');
  const parts = typeof interval === 'string' ? /^(\d{2}):(\d{2}):(\d{2})$/.exec(interval) : null;
  if (!parts) return undefined;
  const [, hours, minutes, seconds] = parts.map(Number);
  return ((hours ?? 0) * 3600 + (minutes ?? 0) * 60 + (seconds ?? 0)) * 1000;
}

function port(): number {
  const text = process.env.FUNCTIONS_PORT ?? String(DEFAULT_PORT);
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) fail(`FUNCTIONS_PORT "${text}" is not a port`);
  return value;
}

async function seed(): Promise<void> {
  let seedAll: () => Promise<void>;
  try {
    ({ seedAll } = await import('./seed/seed.ts'));
  } catch (error) {
    console.warn(`Functions host: seeding skipped, the seed module did not load (${errorSummary(error)})`);
    return;
  }
  try {
    await seedAll();
  } catch (error) {
    fail(`seeding failed (${errorSummary(error)})`);
  }
}

async function stopAll(parts: readonly Stoppable[]): Promise<void> {
  const timeout = new Promise<void>((done) => setTimeout(done, STOP_TIMEOUT_MS).unref());
  await Promise.race([Promise.allSettled(parts.map((part) => part.stop())), timeout]);
}

async function main(): Promise<void> {
  loadLocalSettings(repoRoot);
  // This host serves the registry's list itself: the function files must not call the Azure SDK's app.*.
  process.env[LOCAL_HOST_FLAG] = 'true';
  const httpPort = port();
  if (!(await portIsFree(httpPort))) fail(`port ${httpPort} is already in use`);

  for (const file of functionFiles()) {
    try {
      await import(pathToFileURL(file).href);
    } catch (error) {
      fail(`cannot load ${relative(functionsRoot, file)} (${errorSummary(error)})`);
    }
  }
  const registrations = registeredFunctions().filter((registration) => {
    if (!functionDisabled(registration.name)) return true;
    console.info(
      `Functions host: ${registration.name} is disabled (AzureWebJobs.${registration.name}.Disabled)`,
    );
    return false;
  });

  try {
    await ensureContainers();
  } catch (error) {
    fail(`Cosmos DB at ${config.cosmosEndpoint} is not reachable (${errorSummary(error)})`);
  }
  if (process.env.SEED !== 'false') await seed();

  // Triggers first, HTTP last: the launcher takes an answering HTTP port as "started".
  const storage = config.storage;
  if (!('connectionString' in storage))
    fail('the local host needs AzureWebJobsStorage as a connection string');
  const { connectionString } = storage;
  const parts: Stoppable[] = [];
  try {
    parts.push(
      await startQueuePollers({
        connectionString,
        registrations,
        maxDequeueCount: maxDequeueCount(),
        maxPollIntervalMs: maxPollIntervalMs(),
      }),
    );
    parts.push(await startBlobWatchers({ connectionString, registrations }));
  } catch (error) {
    await stopAll(parts);
    fail(`storage (AzureWebJobsStorage) is not reachable (${errorSummary(error)})`);
  }
  let timers: ReturnType<typeof startTimers>;
  try {
    timers = startTimers({ registrations });
    parts.push(timers);
  } catch (error) {
    await stopAll(parts);
    fail(errorSummary(error));
  }
  try {
    // Loopback only: nothing but the local edge (through the SWA CLI) and this machine's tests may call
    // it, the admin route that runs a timer function included.
    const http = await startHttpServer({ port: httpPort, host: '127.0.0.1', registrations, timers });
    parts.push({ stop: () => http.close() });
  } catch (error) {
    await stopAll(parts);
    fail(field(error, 'code') === 'EADDRINUSE' ? `port ${httpPort} is already in use` : errorSummary(error));
  }

  let stopping = false;
  const shutdown = async (): Promise<void> => {
    if (stopping) process.exit(0);
    stopping = true;
    await stopAll(parts);
    await runShutdownHooks();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  console.info(`Functions host ready on http://127.0.0.1:${httpPort} (${registrations.length} functions)`);
}

main().catch((error: unknown) => fail(errorSummary(error)));
