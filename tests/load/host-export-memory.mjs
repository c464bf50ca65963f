// The registration Excel export through the real Functions host, with the host's memory split:
//   FUNCTIONS_NODE_ARGS="--import=./tests/load/host-memory-probe.mjs [--max-old-space-size=256]" \
//   HOST_MEMORY_PROBE=/tmp/host-memory.jsonl \
//   flock /tmp/stack.lock node scripts/with-stack.mjs node tests/load/host-export-memory.mjs [--rows 50000] [--snapshot]
// Seeds N registrations into the stack's Cosmos (like export-memory.mjs: the demo registrations as
// templates, ~5 KB each), posts /api/registration/export as a Super Admin straight to the host and reads
// the file to the end, then summarises what host-memory-probe.mjs recorded: RSS against the heap V8 has
// in use and reserved, external memory and array buffers, and the heap spaces at the RSS peak. With
// --snapshot it sends the host SIGUSR2 halfway (the host runs with --heapsnapshot-signal=SIGUSR2): the
// snapshot collects the heap fully first, so the heap right after it is what was live.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { buildAppBundle } from './app-bundle.mjs';
import { functionsPid } from './host-memory.mjs';
import { seedMemoryRegistrations } from './seed-registrations.mjs';
import { staffFetch } from './staff-request.mjs';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '50000' },
    snapshot: { type: 'boolean', default: false },
  },
});
const ROWS = Number(values.rows);
const FUNCTIONS_URL = process.env.FUNCTIONS_URL ?? 'http://127.0.0.1:7071';
const probeFile = process.env.HOST_MEMORY_PROBE;
process.env.COSMOS_KEY ??= 'local';
process.env.COSMOS_ALLOW_SELF_SIGNED ??= 'true';

const outfile = await buildAppBundle(
  'host-export-memory',
  [
    "export { container } from './functions/src/data/cosmos-client.ts';",
    "export { withRegistrationListKeys } from './functions/src/data/registration-list-keys.ts';",
    "export { demoRegistrationDocuments } from './functions/src/local/seed/demo-registrations-seed.ts';",
  ],
  ['@azure/*', 'exceljs', 'zod', 'zipcodes'],
);
const app = await import(pathToFileURL(outfile).href);

const seedSeconds = await seedMemoryRegistrations(app, ROWS);
console.info(`seeded ${ROWS} registrations in ${seedSeconds.toFixed(0)} s`);

const pid = functionsPid(FUNCTIONS_URL);
const exportStart = Date.now();
const response = await staffFetch(
  FUNCTIONS_URL,
  'superadmin@learn4life.example',
  '/api/registration/export',
  {
    method: 'POST',
    body: '{}',
  },
);
let bytes = 0;
let snapshotAt = 0;
for await (const chunk of response.body) {
  bytes += chunk.length;
  // Halfway through the file (~25 MB at 39,000 rows: about 650 bytes a row).
  if (values.snapshot && !snapshotAt && bytes > ROWS * 330) {
    snapshotAt = Date.now();
    process.kill(pid, 'SIGUSR2');
    console.info(`heap snapshot asked at ${((snapshotAt - exportStart) / 1000).toFixed(1)} s`);
  }
}
const exportEnd = Date.now();
console.info(
  `export: status ${response.status}, ${(bytes / 2 ** 20).toFixed(1)} MB in ${((exportEnd - exportStart) / 1000).toFixed(1)} s`,
);
const vmHwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
console.info(`host VmHWM after: ${Math.round(Number(vmHwm) / 1024)} MB`);

if (probeFile) {
  const samples = readFileSync(probeFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  const usage = samples.filter((sample) => sample.rss !== undefined);
  const before = usage.filter((sample) => sample.at < exportStart).at(-1);
  const during = usage.filter((sample) => sample.at >= exportStart && sample.at <= exportEnd);
  const peak = during.reduce((top, sample) => (sample.rss > top.rss ? sample : top), during[0]);
  const live = samples.filter((sample) => sample.live !== undefined && sample.at >= exportStart);
  const show = ({ at: _at, ...sample }) => JSON.stringify(sample);
  console.info(`probe before the export: ${show(before)}`);
  console.info(`probe at the RSS peak:   ${show(peak)}`);
  console.info(`heapUsed peak during: ${Math.max(...during.map((sample) => sample.heapUsed))} MB`);
  if (live.length)
    console.info(`live heap during (after full GCs): max ${Math.max(...live.map((s) => s.live))} MB`);
  if (snapshotAt) {
    const around = usage.filter((sample) => sample.at > snapshotAt - 1000 && sample.at < snapshotAt + 15000);
    console.info(`around the snapshot: ${around.map((s) => `${s.heapUsed}/${s.rss}`).join(' ')}`);
  }
}
