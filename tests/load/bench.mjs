// npm run bench: the performance figures of the architecture's budgets, printed and written to
// docs/performance.md. Runs against a fresh local stack (scripts/with-stack.mjs).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { firstLoads } from '../../frontend/scripts/first-load.mjs';
import { buildAppBundle, root } from './app-bundle.mjs';
import { charterScopeOf, p95, timed } from './bench-measure.mjs';
import { emulatorCosmosClient, loadSubmit, rawCosmosCreates } from './bench-submit.mjs';
import { runExportJob } from './export-job-run.mjs';
import { functionsPid, withMemorySamples } from './host-memory.mjs';
import { lighthouseTable, measurePublicPages } from './lighthouse-pages.mjs';
import { writeDocSection } from './performance-doc.mjs';
import { FIRST_NAMES, registrationCopyIds } from './seed-registrations.mjs';
import { staffFetch } from './staff-request.mjs';

// scripts/with-stack.mjs hands over where its stack listens (ports move with STACK_PORT_OFFSET).
const COSMOS_ENDPOINT = process.env.COSMOS_ENDPOINT ?? 'https://localhost:8081';
// The app's data modules (bundled below) read Cosmos as the local host does.
process.env.COSMOS_KEY ??= 'local';
process.env.COSMOS_ALLOW_SELF_SIGNED ??= 'true';
const FUNCTIONS_URL = process.env.FUNCTIONS_URL ?? 'http://127.0.0.1:7071';
const APP_URL = process.env.APP_URL ?? 'http://localhost:4280';
const dist = join(root, 'frontend/dist');
// The same measure `npm test` holds the public first screens to (frontend/scripts/check-first-load.mjs).
const { manifest, firstLoadBytes, firstScreenBytes, entry } = firstLoads(dist);
// Lighthouse first, while the stack holds only its demo data and nothing else loads the machine.
const lighthouseLines = lighthouseTable(await measurePublicPages(APP_URL));
writeDocSection('lighthouse', lighthouseLines);
console.info(lighthouseLines.join('\n'));

/** A staff list page's first load (the entry and the page with what it imports statically) and its own chunk. */
function pageBundle(page) {
  return manifest[page]
    ? {
        firstLoad: firstLoadBytes([entry, page]),
        pageChunk: gzipSync(readFileSync(join(dist, manifest[page].file))).length,
      }
    : null;
}
const interestListBundle = pageBundle('src/features/interest-list/interest-list-page.tsx');
const registrationListBundle = pageBundle('src/features/registration-list/registration-list-page.tsx');

// As the Functions host's client: one request per call (no endpoint discovery against the emulator).
const cosmosClient = emulatorCosmosClient(COSMOS_ENDPOINT);
const database = cosmosClient.database('enrollment');

// ---- Staff lists at scale: 50,000 interest entries and 50,000 registrations,                    ----
// ---- first page vs the raw Cosmos queries, Excel export of each list                             ----

/**
 * The app's own list keys and list SQL, bundled from functions/src on the fly, so the raw queries are
 * exactly the SQL the handler runs.
 */
async function appModules() {
  const outfile = await buildAppBundle(
    'staff-lists',
    [
      "export { withInterestListKeys } from './functions/src/data/interest-list-keys.ts';",
      "export { buildInterestListQuery, buildInterestCountQuery } from './functions/src/data/interests-list.ts';",
      "export { withRegistrationListKeys } from './functions/src/data/registration-list-keys.ts';",
      "export { buildRegistrationListQuery, buildRegistrationCountQuery } from './functions/src/data/registrations-list.ts';",
      "export { demoRegistrationDocuments } from './functions/src/local/seed/demo-registrations-seed.ts';",
      "export { iterateInterests } from './functions/src/data/interests-list.ts';",
      "export { iterateRegistrations } from './functions/src/data/registrations-list.ts';",
      "export { REGISTRATION_STATUSES } from './domain/src/registration/registration-record.ts';",
      "export { listedAtSite, testInterestEntry, WITHOUT_GRADE_OR_PARENT } from './domain/test-support/interest-entry.ts';",
    ],
    ['@azure/*', 'zod', 'zipcodes'],
  );
  return import(pathToFileURL(outfile).href);
}

const BENCH_ENTRIES = 50_000;
const STATUSES = ['New Interest', 'Follow up Required', 'Not Interested', 'Enrollment Submitted'];
const LAST_NAMES = ['Garcia', 'Nguyen', 'Smith', 'Lopez', 'Kim', 'Patel', 'Reyes', 'Brown', 'Chen', 'Diaz'];

/**
 * A bench interest entry: the tests' stored entry (every field, the address and learning-center
 * details empty) with its own id, dates, status, student, contact and site.
 */
function benchEntry(
  index,
  site,
  { withInterestListKeys, testInterestEntry, WITHOUT_GRADE_OR_PARENT, listedAtSite },
) {
  const id = `bench-interest-${String(index).padStart(6, '0')}`;
  const created = new Date(Date.UTC(2024, 0, 1) + index * 600_000).toISOString();
  const birthYear = 1990 + (index % 20);
  return withInterestListKeys(
    testInterestEntry({
      id,
      _id: id,
      _uuid: randomUUID(),
      createdAt: created,
      updatedAt: created,
      submittedAt: created,
      status: STATUSES[index % 7 === 0 ? 2 : index % 4 === 2 ? 0 : index % 4],
      lastContactDate: index % 3 === 0 ? null : created,
      studentFirstName: FIRST_NAMES[index % FIRST_NAMES.length],
      studentLastName: `${LAST_NAMES[(index * 7) % LAST_NAMES.length]}${index % 97}`,
      birthDate: `${birthYear}-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
      age: 0,
      ...WITHOUT_GRADE_OR_PARENT,
      primaryEmail: `family${index}@example.com`,
      phone: `661-555-${String(index % 10_000).padStart(4, '0')}`,
      zipCode: site?.address.zip ?? '93534',
      ...listedAtSite(site),
    }),
  );
}

/**
 * A bench registration: one of the demo registrations (every answer field of the wizard, about 5 KB)
 * as a template, with its own id, student, status, type and site.
 */
let registrationTemplates = null;

function benchRegistration(
  index,
  site,
  { withRegistrationListKeys, demoRegistrationDocuments, REGISTRATION_STATUSES },
) {
  registrationTemplates ??= demoRegistrationDocuments(new Date().toISOString().slice(0, 10));
  const templates = registrationTemplates;
  const { listKeys: _listKeys, ...template } = templates[index % templates.length];
  const first = FIRST_NAMES[index % FIRST_NAMES.length];
  const last = `${LAST_NAMES[(index * 7) % LAST_NAMES.length]}${index % 97}`;
  return withRegistrationListKeys({
    ...template,
    ...registrationCopyIds('bench-registration-', index),
    // One in 7 complete, one in 11 terminated: the rest is the regular view.
    status:
      index % 7 === 0
        ? 'Enrollment Complete'
        : index % 11 === 0
          ? 'Enrollment Terminated'
          : REGISTRATION_STATUSES[index % 3],
    registerForIntercession: index % 4 === 0,
    firstName: first,
    lastName: last,
    birthDate: `${1995 + (index % 16)}-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
    studentEmail: `student${index}@example.com`,
    studentPrimaryPhone: `661-555-${String(index % 10_000).padStart(4, '0')}`,
    charter_id: site.charter.id,
    learningCenterId: site.id,
    learningCenterName: site.name,
    learningCenterCharter: site.charter.name,
    learningCenterCoordinates: site.coordinates ?? null,
    brandName: site.brandName ?? template.brandName,
  });
}

/**
 * Creates the bench documents of a container that are not there yet (fixed ids `{prefix}NNNNNN`: a
 * second run adds nothing), spread over every seeded site (so over every charter); `siteless` in 50
 * have no site (charter '').
 */
async function seedBench(name, prefix, make, siteless = false) {
  const started = performance.now();
  const container = database.container(name);
  const { resources: existing } = await container.items
    .query({
      query: 'SELECT VALUE c.id FROM c WHERE STARTSWITH(c.id, @prefix)',
      parameters: [{ name: '@prefix', value: prefix }],
    })
    .fetchAll();
  const have = new Set(existing);
  const { resources: sites } = await database.container('sites').items.readAll().fetchAll();
  const siteOf = (index) => (siteless && index % 50 === 49 ? null : sites[index % sites.length]);
  let next = 0;
  let created = 0;
  const worker = async () => {
    while (next < BENCH_ENTRIES) {
      const index = next;
      next += 1;
      if (have.has(`${prefix}${String(index).padStart(6, '0')}`)) continue;
      try {
        await container.items.create(make(index, siteOf(index)));
        created += 1;
      } catch (error) {
        if (error?.code !== 409) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: 32 }, worker));
  return { created, seconds: (performance.now() - started) / 1000 };
}

/**
 * The first page of a staff list (`path`: GET /api/enrollment or /api/registration; default filters,
 * 50 rows, with the total) against the same two raw queries, built by the list's own query builders.
 */
async function benchList(path, name, buildListQuery, buildCountQuery) {
  const today = new Date().toISOString().slice(0, 10);
  const filters = { search: '', order: 'asc' };
  const container = database.container(name);
  const roles = [
    ['Super Admin', 'superadmin@learn4life.example', { all: true }],
    [
      'Admin (2 charters)',
      'admin@learn4life.example',
      await charterScopeOf(database, 'admin@learn4life.example'),
    ],
  ];
  const results = [];
  for (const [label, email, scope] of roles) {
    let rows = 0;
    let total = 0;
    const api = await timed(30, async () => {
      const response = await staffFetch(FUNCTIONS_URL, email, `${path}?pageSize=50`);
      if (response.status !== 200) throw new Error(`GET ${path} as ${label}: ${response.status}`);
      const page = await response.json();
      rows = page.rows.length;
      total = page.total;
    });
    // What the handler runs for a first page: the page (51 rows: one more tells a next page exists) and the count, at once.
    const raw = await timed(30, () =>
      Promise.all([
        container.items
          .query(buildListQuery(filters, scope, today, { pageSize: 51, rowsOnly: true }))
          .fetchAll(),
        container.items.query(buildCountQuery(filters, scope, today)).fetchAll(),
      ]),
    );
    results.push({ label, api, raw, rows, total });
  }
  return results;
}

const SUPER_ADMIN = 'superadmin@learn4life.example';

/**
 * The Excel export of a whole list as a Super Admin, as an export job (`path`: POST
 * /api/enrollment/export or /api/registration/export with no filter: the default list, every page):
 * its requests' latencies while it runs, its time against the raw Cosmos queries of the same rows in
 * the same run (`iterate`: the list's own keyset queries in the export's batches, read here, with no
 * sheet, queue or upload), the Functions host's memory, and the file checked (its rows are the job's
 * records).
 */
async function benchExportJob(path, iterate) {
  const pid = functionsPid(FUNCTIONS_URL);
  const { result, before, after, peakRssMb } = await withMemorySamples(pid, () =>
    runExportJob(FUNCTIONS_URL, SUPER_ADMIN, { path, method: 'POST', body: {} }),
  );
  const today = new Date().toISOString().slice(0, 10);
  const rawStart = performance.now();
  let rawRows = 0;
  for await (const _row of iterate({ search: '', order: 'asc' }, { all: true }, today)) rawRows += 1;
  const rawSeconds = (performance.now() - rawStart) / 1000;
  return { ...result, rawRows, rawSeconds, before, after, peakRssMb };
}

/**
 * Three exports started at once (both lists' default views and the registrations' Completed view): each
 * finishes, and each file holds its job's records.
 */
async function benchConcurrentExports() {
  const runs = await Promise.all(
    [
      { path: '/api/enrollment/export', body: {} },
      { path: '/api/registration/export', body: {} },
      { path: '/api/registration/export', body: { filter: 'completed' } },
    ].map(async (request) => ({
      label: `${request.path} ${JSON.stringify(request.body)}`,
      ...(await runExportJob(FUNCTIONS_URL, SUPER_ADMIN, { ...request, method: 'POST' })),
    })),
  );
  return runs;
}

// The list and export figures first, on exactly the 50,000 bench entries (and the demo seed): the
// submit loads below add entries.
const modules = await appModules();
const seeded = await seedBench(
  'interests',
  'bench-interest-',
  (index, site) => benchEntry(index, site, modules),
  true,
);
console.info(`bench: ${seeded.created} interest entries created in ${seeded.seconds.toFixed(0)} s`);
const interestList = await benchList(
  '/api/enrollment',
  'interests',
  modules.buildInterestListQuery,
  modules.buildInterestCountQuery,
);
const excel = await benchExportJob('/api/enrollment/export', modules.iterateInterests);
console.info(JSON.stringify({ interestList, excel }));
const seededRegistrations = await seedBench('registrations', 'bench-registration-', (index, site) =>
  benchRegistration(index, site, modules),
);
console.info(
  `bench: ${seededRegistrations.created} registrations created in ${seededRegistrations.seconds.toFixed(0)} s`,
);
const registrationList = await benchList(
  '/api/registration',
  'registrations',
  modules.buildRegistrationListQuery,
  modules.buildRegistrationCountQuery,
);
const registrationExcel = await benchExportJob('/api/registration/export', modules.iterateRegistrations);
console.info(JSON.stringify({ registrationList, registrationExcel }));
const concurrentExports = await benchConcurrentExports();
console.info(JSON.stringify(concurrentExports));

const cosmos = await rawCosmosCreates(cosmosClient);
const api = await loadSubmit(`${FUNCTIONS_URL}/api/enrollment/public`);
const viaSwa = await loadSubmit(`${APP_URL}/api/enrollment/public`);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${value.toFixed(1)} ms`;

const seconds = (value) => `${value.toFixed(1)} s`;
const latency = (samples) => (samples.length ? ms(p95(samples)) : 'none');

/**
 * An export job's rows of the table: its requests' p95 while it ran, its time against the raw query of
 * the same rows, the host's memory, and the file against the job.
 */
function exportJobLines(label, run) {
  if (run.startStatus !== 202) return [`| ${label} | answers 202 | status ${run.startStatus} |`];
  const { job } = run;
  return [
    `| ${label}: start, job read every 250 ms, My exports every s, while it runs | each p95 ≤ 2 s | start ${ms(run.startMs)}; job reads p95 ${latency(run.statusSamples)} (${run.statusSamples.length}); My exports p95 ${latency(run.listSamples)} (${run.listSamples.length}); download first byte ${run.linkMs === undefined ? 'none' : ms(run.linkMs)} |`,
    `| ${label}: ${job.status}, ${job.recordsDone.toLocaleString('en-US')} of ${job.recordCount.toLocaleString('en-US')} records; the file holds ${run.fileHolds?.toLocaleString('en-US') ?? 'none'} rows | ≤ 2× the raw queries of the same rows | start to done ${seconds(run.jobSeconds)}, download ${run.downloadSeconds === undefined ? 'none' : seconds(run.downloadSeconds)}; raw queries of ${run.rawRows.toLocaleString('en-US')} rows ${seconds(run.rawSeconds)}; ratio ${(run.jobSeconds / run.rawSeconds).toFixed(2)}× |`,
    `| ${label}: Functions host memory | peak ≤ 300 MB | RSS before ${run.before?.rssMb.toFixed(0)} MB, highest sampled during ${run.peakRssMb.toFixed(0)} MB, VmHWM after ${run.after?.peakMb.toFixed(0)} MB |`,
  ];
}

/** A staff list's rows of the table: its page's first load, its first page per role, its Excel export. */
function staffListLines(title, path, what, bundle, list, exported) {
  return [
    `| staff ${title} page first load, JS + CSS gzip | (staff page; 180 KB as a guide) | ${bundle ? `${kb(bundle.firstLoad)} (page chunk ${kb(bundle.pageChunk)})` : 'not in the build manifest'} |`,
    ...list.map(
      ({ label, api: page, raw, rows, total }) =>
        `| GET ${path} first page (${rows} of ${total}), ${label}, 30 sequential, ${BENCH_ENTRIES.toLocaleString('en-US')} ${what} | ratio ≤ 1.5× the raw queries | p50 ${ms(page.p50)}, p95 ${ms(page.p95)}; raw page + count queries p50 ${ms(raw.p50)}, p95 ${ms(raw.p95)}; ratio p50 ${(page.p50 / raw.p50).toFixed(2)}×, p95 ${(page.p95 / raw.p95).toFixed(2)}× |`,
    ),
    ...exportJobLines(`Excel export of the default list (POST ${path}/export, Super Admin)`, exported),
  ];
}
const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}, local stack (Cosmos emulator, Azurite).`,
  '',
  '| what | budget | measured |',
  '|---|---|---|',
  `| finder first load, JS + CSS gzip | ≤ 180 KB | ${kb(firstScreenBytes('finder'))} |`,
  `| interest form first load, JS + CSS gzip | ≤ 180 KB | ${kb(firstScreenBytes('interest'))} |`,
  `| registration wizard (/register) with its first step, JS + CSS gzip | ≤ 180 KB | ${kb(firstScreenBytes('register'))} |`,
  `| secondary enrollment wizard (/forms/…) with its first step, JS + CSS gzip | ≤ 180 KB | ${kb(firstScreenBytes('lelo'))} |`,
  `| interest submit, Functions host, 20 connections × 15 s | p95 ≤ 50 ms, 0 errors | ${api.rps.toFixed(0)} req/s, p50 ${ms(api.p50)}, p95 (p97.5) ${ms(api.p95)}, ${api.errors} errors |`,
  `| the same through the SWA CLI proxy (port 4280) | (informative) | ${viaSwa.rps.toFixed(0)} req/s, p50 ${ms(viaSwa.p50)}, p95 (p97.5) ${ms(viaSwa.p95)}, ${viaSwa.errors} errors |`,
  `| raw Cosmos create of the same document, 20 concurrent | (baseline) | ${cosmos.rps.toFixed(0)} writes/s, p50 ${ms(cosmos.p50)}, p95 ${ms(cosmos.p95)} |`,
  `| API overhead (p50 submit / p50 raw write) | | ${(api.p50 / cosmos.p50).toFixed(2)}× |`,
  ...staffListLines(
    "'Interest Forms'",
    '/api/enrollment',
    'bench entries',
    interestListBundle,
    interestList,
    excel,
  ),
  ...staffListLines(
    "'Registration Forms'",
    '/api/registration',
    'bench registrations',
    registrationListBundle,
    registrationList,
    registrationExcel,
  ),
];
lines.push(
  '',
  'Three exports started at once, Super Admin:',
  '',
  '| export | goal | measured |',
  '|---|---|---|',
  ...concurrentExports.map(
    (run) =>
      `| ${run.label} | done, the file holds the job's records | ${run.job?.status ?? `status ${run.startStatus}`}, ${run.job?.recordsDone.toLocaleString('en-US')} of ${run.job?.recordCount.toLocaleString('en-US')} records, ${run.fileHolds?.toLocaleString('en-US') ?? 'no'} rows in the file, ${seconds(run.jobSeconds ?? 0)}; job reads p95 ${latency(run.statusSamples ?? [])} |`,
  ),
);
writeDocSection('bench', lines);
console.info(lines.join('\n'));

// The secondary enrollment list and its exports, on the same stack, with their own section
// of docs/performance.md.
await import('./bench-lelo-list.mjs');
