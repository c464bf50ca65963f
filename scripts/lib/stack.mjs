// Starts the local stack as child processes: Cosmos DB emulator, Azurite blob and queue, the local
// Functions host and the Static Web Apps CLI (or Vite + SWA in dev mode). Each piece gets its own
// process group so stopping kills everything it started.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect } from 'node:net';
import { join } from 'node:path';
import { writeSwaConfig } from '../swa-config.mjs';
import { portIsFree } from './ports.mjs';

// STACK_PORT_OFFSET moves every port by the same amount, so a second stack (another checkout's tests,
// a helper's run) can run beside the first one. 0 (the default) is the documented set of ports.
const OFFSET = Number(process.env.STACK_PORT_OFFSET ?? '0');
if (!Number.isInteger(OFFSET) || OFFSET < 0 || OFFSET > 1000) {
  throw new Error(
    `STACK_PORT_OFFSET "${process.env.STACK_PORT_OFFSET}" must be a whole number from 0 to 1000`,
  );
}
// swa is the local edge (scripts/lib/edge-proxy.mjs) that clients reach; the SWA CLI behind it listens
// on swaInternal, on loopback.
const BASE_PORTS = {
  cosmos: 8081,
  blob: 10000,
  queue: 10001,
  functions: 7071,
  swa: 4280,
  swaInternal: 4290,
  vite: 5173,
};
export const PORTS = Object.fromEntries(
  Object.entries(BASE_PORTS).map(([name, port]) => [name, port + OFFSET]),
);
export const STORAGE = `DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:${PORTS.blob}/devstoreaccount1;QueueEndpoint=http://127.0.0.1:${PORTS.queue}/devstoreaccount1;`;

/**
 * The secret the local edge adds to every request it forwards and the Functions host requires before it
 * believes an x-ms-client-principal header (PRINCIPAL_TRUST=edge-key): new at each start.
 */
const EDGE_KEY = randomBytes(32).toString('hex');

/** What a test run against this stack needs to reach each piece directly. */
export const STACK_ENV = {
  APP_URL: `http://localhost:${PORTS.swa}`,
  // The Functions host listens on loopback IPv4 only.
  FUNCTIONS_URL: `http://127.0.0.1:${PORTS.functions}`,
  // Tests that call the Functions host directly as the platform would (tests/support/staff-auth.ts).
  EDGE_KEY,
  COSMOS_ENDPOINT: `https://localhost:${PORTS.cosmos}`,
  AzureWebJobsStorage: STORAGE,
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function httpOk(url) {
  return new Promise((resolve) => {
    const request = (url.startsWith('https') ? httpsRequest : httpRequest)(
      url,
      { rejectUnauthorized: false, timeout: 2000 },
      (res) => {
        res.resume();
        resolve(res.statusCode !== undefined && res.statusCode < 500);
      },
    );
    request.on('error', () => resolve(false));
    request.on('timeout', () => request.destroy());
    request.end();
  });
}

function tcpOpen(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

export async function startStack({ root, dataDir, dev = false, verbose = false }) {
  const children = [];
  let stopping = false;
  const pieces = [
    ['Cosmos DB emulator', PORTS.cosmos],
    ['Azurite blob', PORTS.blob],
    ['Azurite queue', PORTS.queue],
    ['Functions host', PORTS.functions],
    ['local edge', PORTS.swa],
    ['Static Web Apps CLI', PORTS.swaInternal],
    ...(dev ? [['Vite dev server', PORTS.vite]] : []),
  ];
  for (const [piece, port] of pieces) {
    if (!(await portIsFree(port))) {
      throw new Error(
        `Cannot start the ${piece}: port ${port} is already in use. Stop whatever uses it (maybe another npm start) and try again.`,
      );
    }
  }
  mkdirSync(join(dataDir, 'azurite'), { recursive: true });
  const env = {
    ...process.env,
    AzureWebJobsStorage: STORAGE,
    COSMOS_ENDPOINT: STACK_ENV.COSMOS_ENDPOINT,
    FUNCTIONS_PORT: String(PORTS.functions),
    ...(OFFSET === 0 ? {} : { PUBLIC_APP_URL: STACK_ENV.APP_URL }),
    // Each brand's families on a host of its own, as its domain in Azure (Chromium resolves every
    // *.localhost name to this machine); the default brand (and staff) on plain localhost.
    BRAND_PUBLIC_URLS: JSON.stringify({
      learn4life: STACK_ENV.APP_URL,
      '*': STACK_ENV.APP_URL.replace('//localhost', '//{brand}.localhost'),
    }),
  };
  const bin = (name) => join(root, 'node_modules/.bin', name);

  function launch(name, command, args, { quiet = false, extraEnv = {} } = {}) {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, ...extraEnv },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = (line) => `[${name}] ${line}`;
    const pipe = (stream, sink, always) => {
      let buffer = '';
      stream.on('data', (chunk) => {
        buffer += chunk;
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines) if (line.trim() && (always || verbose || !quiet)) sink(prefix(line));
      });
    };
    pipe(child.stdout, console.info, false);
    pipe(child.stderr, console.error, true);
    child.on('exit', (code, signal) => {
      if (!stopping) {
        console.error(`The ${name} stopped unexpectedly (${signal ?? `exit code ${code}`}).`);
        void stop().then(() => process.exit(1));
      }
    });
    children.push({ name, child });
    return child;
  }

  async function waitFor(name, check, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await check()) return;
      await sleep(150);
    }
    throw new Error(`The ${name} did not answer within ${timeoutMs / 1000} s.`);
  }

  async function terminate({ child }, graceMs) {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
    const exited = await Promise.race([
      new Promise((resolve) => child.once('exit', () => resolve(true))),
      sleep(graceMs).then(() => false),
    ]);
    // Azurite closes its servers on SIGTERM but its process lingers: kill what is left of the group.
    if (!exited) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }
  }

  async function stop() {
    if (stopping) return;
    stopping = true;
    // The host and the front end go first, then the stores they use (the Cosmos emulator saves its snapshot).
    const stores = new Set(['cosmos', 'azurite-blob', 'azurite-queue']);
    await Promise.all(
      children.filter(({ name }) => !stores.has(name)).map((entry) => terminate(entry, 8000)),
    );
    await Promise.all(
      children
        .filter(({ name }) => stores.has(name))
        .map((entry) => terminate(entry, entry.name === 'cosmos' ? 15000 : 3000)),
    );
  }

  try {
    launch(
      'cosmos',
      process.execPath,
      [
        join(root, 'scripts/cosmos-emulator.mjs'),
        '--port',
        String(PORTS.cosmos),
        '--data',
        join(dataDir, 'cosmos'),
      ],
      { quiet: true },
    );
    const azuriteArgs = [
      // BENCH_AZURITE_IN_MEMORY=1: Azurite keeps queues and blobs in memory only (nothing on disk), to
      // measure how much of a queue put is Azurite's disk persistence (tests/load/bench-submit.mjs).
      ...(process.env.BENCH_AZURITE_IN_MEMORY === '1'
        ? ['--inMemoryPersistence']
        : ['--location', join(dataDir, 'azurite')]),
      '--silent',
      '--skipApiVersionCheck',
      '--loose',
    ];
    launch('azurite-blob', bin('azurite-blob'), ['--blobPort', String(PORTS.blob), ...azuriteArgs], {
      quiet: true,
    });
    launch('azurite-queue', bin('azurite-queue'), ['--queuePort', String(PORTS.queue), ...azuriteArgs], {
      quiet: true,
    });
    await Promise.all([
      waitFor(`Cosmos DB emulator (port ${PORTS.cosmos})`, () =>
        httpOk(`https://localhost:${PORTS.cosmos}/`),
      ),
      waitFor(`Azurite blob (port ${PORTS.blob})`, () => tcpOpen(PORTS.blob)),
      waitFor(`Azurite queue (port ${PORTS.queue})`, () => tcpOpen(PORTS.queue)),
    ]);
    launch(
      'functions',
      process.execPath,
      [
        '--enable-source-maps',
        // The heap of a small Azure instance (Azure sets the same through the languageWorkers__node__arguments
        // app setting, infra/modules/functions.bicep). Unbounded, V8 sizes the heap from the machine's memory
        // and lets an export's garbage reach ~250 MB before collecting it (live: ~70 MB); bounded, it
        // collects sooner and the host stays under 300 MB (docs/performance.md).
        '--max-old-space-size=256',
        // `kill -USR2 <pid>` writes a heap snapshot (Heap.*.heapsnapshot) into the repository root.
        '--heapsnapshot-signal=SIGUSR2',
        // Extra Node options for the host alone (a probe, a heap limit), space-separated.
        ...(process.env.FUNCTIONS_NODE_ARGS ?? '').split(' ').filter(Boolean),
        // BENCH_CPU_PROF=<dir>: a CPU profile of the host's whole run, written there when it stops
        // (tests/load/bench-submit.mjs).
        ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
        join(root, 'functions/dist/local/main.js'),
      ],
      {
        extraEnv: { PRINCIPAL_TRUST: 'edge-key', EDGE_KEY },
      },
    );
    if (dev)
      launch('vite', process.execPath, [
        join(root, 'node_modules/vite/bin/vite.js'),
        'frontend',
        '--port',
        String(PORTS.vite),
        '--strictPort',
      ]);
    const appSource = dev ? `http://localhost:${PORTS.vite}` : join(root, 'frontend/dist');
    // The SWA CLI reads a copy without the Entra ID section, so /.auth/login/aad is its emulator form.
    const swaConfigDir = join(dataDir, 'swa-config');
    writeSwaConfig(root, 'local', swaConfigDir);
    launch(
      'swa',
      bin('swa'),
      [
        'start',
        appSource,
        '--api-devserver-url',
        `http://127.0.0.1:${PORTS.functions}`,
        // Loopback only: clients come through the edge. (Its default is 0.0.0.0 inside a container. The
        // host only names cookies and redirects of real OAuth providers, which the local config has not.)
        '--host',
        '127.0.0.1',
        '--port',
        String(PORTS.swaInternal),
        '--swa-config-location',
        swaConfigDir,
      ],
      { quiet: true },
    );
    await waitFor(
      `Functions host (port ${PORTS.functions})`,
      () => httpOk(`http://127.0.0.1:${PORTS.functions}/api/brands`),
      90_000,
    );
    await waitFor(
      `Static Web Apps CLI (port ${PORTS.swaInternal})`,
      () => httpOk(`http://127.0.0.1:${PORTS.swaInternal}/`),
      90_000,
    );
    launch(
      'edge',
      process.execPath,
      [
        join(root, 'scripts/lib/edge-proxy.mjs'),
        '--port',
        String(PORTS.swa),
        '--target',
        String(PORTS.swaInternal),
      ],
      { quiet: true, extraEnv: { EDGE_KEY } },
    );
    await waitFor(`local edge (port ${PORTS.swa})`, () => httpOk(`http://localhost:${PORTS.swa}/`));
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop, url: `http://localhost:${PORTS.swa}` };
}
