// The interest submit under load: POST /api/enrollment/public to the Functions host with 20
// connections for 15 s, next to 20 concurrent raw Cosmos creates of the same document, with the CPU
// each piece of the local stack used meanwhile (on 2 cores the load generator, the emulators and the
// host share the machine). bench.mjs imports these functions; alone, against a fresh stack:
//   STACK_PORT_OFFSET=300 node scripts/with-stack.mjs node tests/load/bench-submit.mjs
// With BENCH_CPU_PROF=<dir> the stack starts the host with --cpu-prof (scripts/lib/stack.mjs), and
// this writes the load's time window beside the profile (open the profile in Chrome's DevTools).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CosmosClient } from '@azure/cosmos';
import { QueueServiceClient } from '@azure/storage-queue';
import autocannon from 'autocannon';

/** The load of the budget: 20 connections for 15 s. */
const UNDER_LOAD = { connections: 20, seconds: 15 };
/** One request at a time: what one submit costs with no queue for the cores. */
const ONE_AT_A_TIME = { connections: 1, seconds: 5 };

/**
 * A client of the local Cosmos emulator as the Functions host makes it (functions/src/data/
 * cosmos-client.ts): without endpoint discovery, which against an account named "localhost" reads the
 * account twice before every request; so a raw write here is one request, as the host's and as in Azure.
 */
export function emulatorCosmosClient(endpoint = process.env.COSMOS_ENDPOINT ?? 'https://localhost:8081') {
  return new CosmosClient({
    endpoint,
    key: 'local',
    agent: new Agent({ rejectUnauthorized: false, keepAlive: true }),
    connectionPolicy: { enableEndpointDiscovery: false },
  });
}

/** The interest form's body: a 15-year-old's entry at a seeded site. */
export function submitBody() {
  const birth = new Date();
  birth.setFullYear(birth.getFullYear() - 15);
  birth.setDate(birth.getDate() - 1);
  return {
    studentFirstName: 'Bench',
    studentLastName: 'Mark',
    birthDate: birth.toISOString().slice(0, 10),
    parentRelationship: 'Parent',
    parentFirstName: 'Pat',
    parentLastName: 'Mark',
    primaryEmail: 'bench@example.com',
    phone: '661-555-0134',
    zipCode: '93534',
    site: 'b2ba96878bd049e721fc7c59',
  };
}

/** autocannon: POSTs the interest body to `url` (by default with 20 connections for 15 s). */
export async function loadSubmit(url, { connections, seconds } = UNDER_LOAD) {
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(submitBody()),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    // autocannon reports p90, p97.5 and p99 but no p95; p97.5 is the conservative stand-in.
    p95: result.latency.p97_5,
    errors: result.errors + result.non2xx,
  };
}

/** `operation` run by concurrent workers, each one after another, for a time: rate and latencies. */
async function closedLoop(operation, { connections, seconds }) {
  const latencies = [];
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        const start = performance.now();
        await operation();
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  return { rps: latencies.length / seconds, p50: at(0.5), p95: at(0.95) };
}

const rawDocument = () => ({
  ...submitBody(),
  status: 'New Interest',
  enrollstatus: 'No',
  submissionType: 'interest',
  id: randomUUID(),
});

/** Creates of the same document (new id each), straight to Cosmos; by default 20 at once for 15 s. */
export function rawCosmosCreates(cosmosClient, shape = UNDER_LOAD) {
  const container = cosmosClient.database('enrollment').container('interests');
  return closedLoop(() => container.items.create(rawDocument()), shape);
}

/**
 * What a submit cannot go below on this stack: the same create and the e-mail job's queue put (a
 * queue of its own, so the host's e-mail trigger does not take them), both at once as the handler
 * does, from this process with the same SDKs.
 */
export async function rawCreateAndQueuePut(cosmosClient, connectionString, shape = UNDER_LOAD) {
  const container = cosmosClient.database('enrollment').container('interests');
  const queue =
    QueueServiceClient.fromConnectionString(connectionString).getQueueClient('bench-submit-floor');
  await queue.createIfNotExists();
  return closedLoop(() => {
    const document = rawDocument();
    const job = { kind: 'interest', jobId: `interest-${document.id}`, interestId: document.id };
    return Promise.all([
      container.items.create(document),
      queue.sendMessage(Buffer.from(JSON.stringify(job), 'utf8').toString('base64')),
    ]);
  }, shape);
}

function pidOnPort(port) {
  try {
    const listening = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    const found = /pid=(\d+)/.exec(listening);
    return found ? Number(found[1]) : null;
  } catch {
    return null;
  }
}

/**
 * The stack's processes the submit runs through, by the ports in the environment with-stack hands
 * over, and with-stack itself (it prints the host's log lines).
 */
export function submitProcesses(env = process.env) {
  const storage = env.AzureWebJobsStorage ?? '';
  const portOf = (pattern, fallback) => Number(pattern.exec(storage)?.[1] ?? fallback);
  return {
    'Functions host': pidOnPort(new URL(env.FUNCTIONS_URL ?? 'http://127.0.0.1:7071').port),
    'Cosmos emulator': pidOnPort(new URL(env.COSMOS_ENDPOINT ?? 'https://localhost:8081').port),
    'Azurite queue': pidOnPort(portOf(/QueueEndpoint=http:\/\/[^:]+:(\d+)/, 10001)),
    'Azurite blob': pidOnPort(portOf(/BlobEndpoint=http:\/\/[^:]+:(\d+)/, 10000)),
    'with-stack (log printer)': process.ppid,
  };
}

const TICKS_PER_SECOND = 100;

/** user + system CPU seconds of a process so far (/proc/<pid>/stat fields 14 and 15). */
function cpuSecondsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Busy and total CPU seconds of the whole machine (/proc/stat), all cores. */
function machineSeconds() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const ticks = values.map(Number);
  const total = ticks.reduce((sum, tick) => sum + tick, 0);
  const idle = ticks[3] + ticks[4];
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}

/**
 * Runs `task` and answers its result with the CPU each process used meanwhile, in % of one core
 * (200 % is both cores of this machine), this load generator included, and the machine's busy share.
 */
export async function withCpuShares(pids, task) {
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuSecondsOf(pid)]));
  const ownBefore = process.cpuUsage();
  const machineBefore = machineSeconds();
  const start = performance.now();
  const result = await task();
  const seconds = (performance.now() - start) / 1000;
  const machineAfter = machineSeconds();
  const own = process.cpuUsage(ownBefore);
  const share = (cpu) => Math.round((cpu / seconds) * 100);
  const cpu = {};
  for (const [name, pid] of Object.entries(pids)) {
    const after = cpuSecondsOf(pid);
    cpu[name] = before[name] === null || after === null ? null : share(after - before[name]);
  }
  cpu['load generator (this process)'] = share((own.user + own.system) / 1e6);
  const busy = machineAfter.busy - machineBefore.busy;
  const total = machineAfter.total - machineBefore.total;
  const cores = cpus().length;
  const listed = Object.values(cpu).reduce((sum, percent) => sum + (percent ?? 0), 0);
  // Everything else on the machine meanwhile (the SWA CLI, the edge, the kernel, other work).
  cpu['rest of the machine'] = Math.round((busy / total) * 100 * cores) - listed;
  return { result, cpu, machineBusy: Math.round((busy / total) * 100) };
}

/**
 * The raw writes first (the host idles), then the submit load. With BENCH_CPU_PROF set, the load's
 * window goes to <dir>/load-window.json in the profile's clock (microseconds of the monotonic clock).
 */
export async function benchSubmit({ cosmosClient, functionsUrl, env = process.env }) {
  const pids = submitProcesses(env);
  const submitUrl = `${functionsUrl}/api/enrollment/public`;
  const storage = env.AzureWebJobsStorage ?? '';
  // One at a time first, on the idle stack: the cost of one operation, no wait for a core.
  const single = {
    raw: await rawCosmosCreates(cosmosClient, ONE_AT_A_TIME),
    floor: await rawCreateAndQueuePut(cosmosClient, storage, ONE_AT_A_TIME),
  };
  const singleStartUs = Number(process.hrtime.bigint() / 1000n);
  single.api = await loadSubmit(submitUrl, ONE_AT_A_TIME);
  const singleEndUs = Number(process.hrtime.bigint() / 1000n);
  const raw = await withCpuShares(pids, () => rawCosmosCreates(cosmosClient));
  const floor = await withCpuShares(pids, () => rawCreateAndQueuePut(cosmosClient, storage));
  const startUs = Number(process.hrtime.bigint() / 1000n);
  const api = await withCpuShares(pids, () => loadSubmit(submitUrl));
  const endUs = Number(process.hrtime.bigint() / 1000n);
  const profileDir = env.BENCH_CPU_PROF;
  if (profileDir) {
    mkdirSync(profileDir, { recursive: true });
    writeFileSync(
      join(profileDir, 'load-window.json'),
      JSON.stringify({
        startUs,
        endUs,
        single: { startUs: singleStartUs, endUs: singleEndUs },
        hostPid: pids['Functions host'],
      }),
    );
  }
  return {
    single,
    raw,
    floor,
    api,
    ratioP50: api.result.p50 / raw.result.p50,
    ratioP95: api.result.p95 / raw.result.p95,
    floorRatioP50: api.result.p50 / floor.result.p50,
  };
}

const ms = (value) => `${value.toFixed(1)} ms`;
/** Each process's CPU share, and per operation (ms of CPU for each request or write) at `rps`. */
const shares = (cpu, rps) =>
  Object.entries(cpu)
    .map(([name, percent]) =>
      percent === null ? `${name} ?` : `${name} ${percent} % (${((percent * 10) / rps).toFixed(1)} ms/op)`,
    )
    .join(', ');

/** The figures as lines for the console and the docs. */
export function submitLines({ single, raw, floor, api, ratioP50, ratioP95, floorRatioP50 }) {
  const one = (label, { rps, p50, p95 }) => `${label} ${rps.toFixed(0)}/s, p50 ${ms(p50)}, p95 ${ms(p95)}`;
  return [
    `one at a time (1 connection, ${ONE_AT_A_TIME.seconds} s): ${one('submit', single.api)}; ${one('raw create', single.raw)}; ${one('raw create + queue put', single.floor)}; submit / raw create p50 ${(single.api.p50 / single.raw.p50).toFixed(2)}×`,
    `submit, Functions host: ${api.result.rps.toFixed(0)} req/s, p50 ${ms(api.result.p50)}, p97.5 ${ms(api.result.p95)}, ${api.result.errors} errors`,
    `  CPU (% of one core, and per operation): ${shares(api.cpu, api.result.rps)}; machine ${api.machineBusy} % busy`,
    `raw Cosmos create: ${raw.result.rps.toFixed(0)} writes/s, p50 ${ms(raw.result.p50)}, p95 ${ms(raw.result.p95)}`,
    `  CPU (% of one core, and per operation): ${shares(raw.cpu, raw.result.rps)}; machine ${raw.machineBusy} % busy`,
    `raw Cosmos create + queue put at once: ${floor.result.rps.toFixed(0)} per s, p50 ${ms(floor.result.p50)}, p95 ${ms(floor.result.p95)}`,
    `  CPU (% of one core, and per operation): ${shares(floor.cpu, floor.result.rps)}; machine ${floor.machineBusy} % busy`,
    `ratio submit / raw create: p50 ${ratioP50.toFixed(2)}×, p95 ${ratioP95.toFixed(2)}×; submit / (create + queue put) p50 ${floorRatioP50.toFixed(2)}×`,
  ];
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const result = await benchSubmit({
    cosmosClient: emulatorCosmosClient(),
    functionsUrl: process.env.FUNCTIONS_URL ?? 'http://127.0.0.1:7071',
  });
  console.info(submitLines(result).join('\n'));
  console.info(JSON.stringify(result));
}
