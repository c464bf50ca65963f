// The registration Excel export in-process, at a chosen scale, with its memory and time split:
//   node tests/load/export-memory.mjs [--rows 10000] [--batch 500] [--no-read-ahead] [--http] [--ballast MB] [--snapshot]
// Starts its own Cosmos emulator (scripts/cosmos-emulator.mjs on --port, default 18081, data in a temp
// directory, so it never touches the local stack) and seeds N registrations (the demo registrations as
// templates, ~5 KB each, like the bench's). Then a fresh process (so its memory is the export's alone)
// runs the export's real path (iterateRegistrations → registrationExcelRows → listExcelStream, the
// handler's read-ahead and writer) into a byte counter, sampling RSS, the heap, and the live heap after
// a full GC every 2 s. Prints the total time against the time spent inside the Cosmos queries, and the
// peaks. `--snapshot` writes heap snapshots (node:v8) as the heap reaches new highs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { writeHeapSnapshot } from 'node:v8';
import { appBundlePath, buildAppBundle, root } from './app-bundle.mjs';
import { seedMemoryRegistrations } from './seed-registrations.mjs';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    batch: { type: 'string' },
    port: { type: 'string', default: '18081' },
    snapshot: { type: 'boolean', default: false },
    // The writer straight on the query, without the export's read-ahead (to compare).
    'no-read-ahead': { type: 'boolean', default: false },
    // The file goes through the local host's response writer and an HTTP connection, read by fetch.
    http: { type: 'boolean', default: false },
    // Live objects (MB) held through the export, like the Functions host's own heap (every function, the
    // zip code table, the fonts): V8 lets garbage grow in proportion to what is live.
    ballast: { type: 'string', default: '0' },
    // Internal: the child process that only exports.
    'export-only': { type: 'boolean', default: false },
  },
});
const ROWS = Number(values.rows);
const port = Number(values.port);
const outfile = appBundlePath('export-memory');

Object.assign(process.env, {
  COSMOS_ENDPOINT: `https://localhost:${port}`,
  COSMOS_KEY: 'local',
  COSMOS_ALLOW_SELF_SIGNED: 'true',
});

if (!values['export-only']) {
  // The app's own modules, bundled from functions/src (as the bench does), so the export is the real one.
  await buildAppBundle(
    'export-memory',
    [
      "export { ensureContainers, container } from './functions/src/data/cosmos-client.ts';",
      "export { iterateRegistrations } from './functions/src/data/registrations-list.ts';",
      "export { withRegistrationListKeys } from './functions/src/data/registration-list-keys.ts';",
      "export { registrationExcelRows, REGISTRATION_EXCEL_COLUMNS, REGISTRATION_SHEET_NAME } from './functions/src/services/export/registration-excel.ts';",
      "export { excelStream } from './functions/src/services/export/excel-stream.ts';",
      "export { listExcelStream } from './functions/src/services/export/list-excel-export.ts';",
      "export { demoRegistrationDocuments } from './functions/src/local/seed/demo-registrations-seed.ts';",
      "export { writeHttpResponse } from './functions/src/local/host/http-response.ts';",
    ],
    ['@azure/*', 'exceljs', 'zod', 'zipcodes'],
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'export-memory-'));
  const emulator = spawn(
    process.execPath,
    [join(root, 'scripts/cosmos-emulator.mjs'), '--port', String(port), '--data', join(dataDir, 'cosmos')],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const stopped = new Promise((resolve) => emulator.once('exit', resolve));
  process.on('exit', () => {
    emulator.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });
  // It answers once it says it is ready.
  await new Promise((resolve, reject) => {
    stopped.then(() => reject(new Error('The Cosmos emulator stopped before it was ready')));
    emulator.stdout.on('data', (chunk) => {
      if (String(chunk).includes('ready')) resolve();
    });
  });
  const app = await import(pathToFileURL(outfile).href);
  await app.ensureContainers();

  const seedSeconds = await seedMemoryRegistrations(app, ROWS, { charter_id: 'charter-1' });
  console.info(`seeded ${ROWS} registrations in ${seedSeconds.toFixed(1)} s`);
  const child = spawn(
    process.execPath,
    ['--expose-gc', fileURLToPath(import.meta.url), '--export-only', ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  const code = await new Promise((resolve) => child.once('exit', resolve));
  emulator.kill('SIGTERM');
  await stopped;
  process.exit(code ?? 1);
}

const app = await import(pathToFileURL(outfile).href);

// ---- export ----
// Small objects, as the host's heap holds them (~100 bytes each).
const ballast = Array.from({ length: Number(values.ballast) * 10_000 }, (_, index) => ({
  index,
  text: `ballast ${index}`,
}));
const mb = (bytes) => bytes / 2 ** 20;
global.gc?.();
const base = process.memoryUsage();
const peak = { rss: base.rss, heapUsed: base.heapUsed, external: base.external, live: base.heapUsed };
let snapshotAt = 0;
const sample = () => {
  const now = process.memoryUsage();
  peak.rss = Math.max(peak.rss, now.rss);
  peak.external = Math.max(peak.external, now.external);
  if (now.heapUsed > peak.heapUsed) {
    peak.heapUsed = now.heapUsed;
    if (values.snapshot && now.heapUsed - snapshotAt > 20 * 2 ** 20) {
      snapshotAt = now.heapUsed;
      console.info(`heap snapshot: ${writeHeapSnapshot()}`);
    }
  }
};
const sampler = setInterval(sample, 100);
// The live heap (after a full GC) every 2 s: what is really held, not garbage V8 has not collected yet.
const liveSampler = setInterval(() => {
  if (!global.gc) return;
  global.gc();
  peak.live = Math.max(peak.live, process.memoryUsage().heapUsed);
}, 2000);

let cosmosMs = 0;
async function* timed(records) {
  const iterator = records[Symbol.asyncIterator]();
  for (;;) {
    const started = performance.now();
    const step = await iterator.next();
    cosmosMs += performance.now() - started;
    if (step.done) return;
    yield step.value;
  }
}

const today = new Date().toISOString().slice(0, 10);
const batch = values.batch === undefined ? undefined : Number(values.batch);
const started = performance.now();
const sheet = {
  sheetName: app.REGISTRATION_SHEET_NAME,
  columns: app.REGISTRATION_EXCEL_COLUMNS,
  rows: (filters, scope, day) =>
    app.registrationExcelRows(timed(app.iterateRegistrations(filters, scope, day, batch)), day),
};
const filters = { order: 'desc', search: '' };
const excel = values['no-read-ahead']
  ? app.excelStream({ ...sheet, rows: sheet.rows(filters, { all: true }, today) })
  : app.listExcelStream(sheet, filters, { all: true }, today);
let bytes = 0;
if (values.http) {
  const { createServer } = await import('node:http');
  const server = createServer((_request, response) => {
    void app.writeHttpResponse(response, { status: 200, body: excel.stream });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const response = await fetch(`http://127.0.0.1:${server.address().port}/`);
  for await (const chunk of response.body) bytes += chunk.length;
  server.close();
} else {
  for await (const chunk of excel.stream) bytes += chunk.length;
}
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
clearInterval(liveSampler);
sample();

console.info(
  JSON.stringify(
    {
      rows: excel.rowsWritten(),
      batch: batch ?? 'definition',
      seconds: Number(seconds.toFixed(1)),
      ballastObjects: ballast.length,
      readAhead: !values['no-read-ahead'],
      http: values.http,
      // With the read-ahead the queries overlap the writer: then this is not a wait.
      inCosmosQueriesSeconds: Number((cosmosMs / 1000).toFixed(1)),
      fileMb: Number(mb(bytes).toFixed(1)),
      rssMb: { before: Math.round(mb(base.rss)), peak: Math.round(mb(peak.rss)) },
      heapUsedMb: { before: Math.round(mb(base.heapUsed)), peak: Math.round(mb(peak.heapUsed)) },
      liveHeapPeakMb: Math.round(mb(peak.live)),
      externalPeakMb: Math.round(mb(peak.external)),
    },
    null,
    2,
  ),
);
process.exit(0);
