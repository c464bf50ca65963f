// The secondary enrollment list at scale: 50,000 Lelo entries, the first page and a deep
// page (page 100, reached by following cursors) of the default view and of a search, each next to the
// raw Cosmos queries the handler runs, and the count query; then the Excel and ZIP exports of about
// 5,000 entries (time, size, the Functions host's memory). Runs against a fresh local stack:
//   node scripts/with-stack.mjs node tests/load/bench-lelo-list.mjs (npm run bench runs it after bench.mjs)
// and rewrites its part of docs/performance.md (between the bench-lelo markers).
import { randomUUID } from 'node:crypto';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BlobServiceClient } from '@azure/storage-blob';
import { build } from 'esbuild';
import { charterScopeOf, p95, timed } from './bench-measure.mjs';
import { emulatorCosmosClient } from './bench-submit.mjs';
import { excelDataRows, runExportJob, zipAgreements } from './export-job-run.mjs';
import { functionsPid, withMemorySamples } from './host-memory.mjs';
import { writeDocSection } from './performance-doc.mjs';
import { staffFetch } from './staff-request.mjs';

const root = new URL('../..', import.meta.url).pathname;
const COSMOS_ENDPOINT = process.env.COSMOS_ENDPOINT ?? 'https://localhost:8081';
const FUNCTIONS_URL = process.env.FUNCTIONS_URL ?? 'http://127.0.0.1:7071';
const ENTRIES = 50_000;
const DEEP_PAGE = 100;
const RUNS = 10;
/** A task timed RUNS times after 2 warm-ups. */
const timedRuns = (task) => timed(RUNS, task, 2);

/** The handler's own schema, list keys and SQL builders, bundled from the sources at bench time. */
async function appModules() {
  const outfile = join(root, 'node_modules/.cache/bench/lelo-list.mjs');
  await build({
    stdin: {
      contents: [
        "export { businessToday, leloListQuerySchema } from '@enroll/domain';",
        "export { withLeloListKeys } from './functions/src/data/lelo-list-keys.ts';",
        "export { buildLeloListQuery, buildLeloCountQuery } from './functions/src/data/lelo-list.ts';",
        "export { leloListFiltersSchema, addDaysIso } from '@enroll/domain';",
        "export { TEST_COURSES } from './functions/test-support/lelo-fixtures.ts';",
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    outfile,
    external: ['@azure/*', 'zod', 'zod/*'],
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}

// The raw baseline's client makes one request per call, as the Functions host's does (no endpoint
// discovery against the emulator).
const cosmosClient = emulatorCosmosClient(COSMOS_ENDPOINT);
const database = cosmosClient.database('enrollment');
const leloContainer = database.container('leloRegistrations');

const FIRST_NAMES = ['Ana', 'Luis', 'Maya', 'Noah', 'Sofia', 'Ethan', 'Isabella', 'Mateo', 'Camila', 'Liam'];
const LAST_NAMES = ['Garcia', 'Nguyen', 'Smith', 'Lopez', 'Kim', 'Patel', 'Reyes', 'Brown', 'Chen', 'Diaz'];
const SESSIONS = [
  ['lelo-session-active', 'summer-intersession', 'Summer Intersession'],
  ['bench-session-fall', 'fall-intersession', 'Fall Intersession'],
  ['bench-session-winter', 'winter-intersession', 'Winter Intersession'],
  ['bench-session-spring', 'spring-intersession', 'Spring Intersession'],
];
const DAY = 86_400_000;

/**
 * A bench entry as the public wizard stores a signed one (courses, agreements, signature evidence:
 * about 3 KB). Three in four Active, one in five Signed, the rest Inactive; nine in ten created in the
 * last 28 days (the default view of 30 days holds ~34,000, enough for page 100 at 300 rows), the
 * rest over the year before.
 */
function benchEntry(index, site, now, { withLeloListKeys, TEST_COURSES }) {
  const id = `bench-lelo-${String(index).padStart(6, '0')}`;
  const recent = index % 10 !== 9;
  const age = recent ? (index * 48_271) % (28 * DAY) : 30 * DAY + ((index * 7919) % (335 * DAY));
  const created = new Date(now - age).toISOString();
  const status = index % 20 < 15 ? 'Active' : index % 20 < 19 ? 'Signed' : 'Inactive';
  const [sessionId, permalink, sessionName] = SESSIONS[index % SESSIONS.length];
  const first = FIRST_NAMES[index % FIRST_NAMES.length];
  const last = `${LAST_NAMES[(index * 7) % LAST_NAMES.length]}${index % 97}`;
  const signed = status !== 'Active';
  // The test entries' two courses, as catalog courses of their own ids.
  const courses = [
    { ...TEST_COURSES[0], _id: `course-${index % 13}` },
    { ...TEST_COURSES[1], _id: `course-${(index + 5) % 13}` },
  ];
  return withLeloListKeys({
    id,
    _uuid: randomUUID(),
    status,
    createdAt: created,
    updatedAt: created,
    LeloRegistrationProfile: sessionId,
    permaLink: permalink,
    session_name: sessionName,
    charter: site.charter.name,
    charter_id: site.charter.id,
    learningCenter: site.name,
    learningCenters: site.name,
    siteId: site.id,
    hasPreviouslyEnrolled: 'No',
    firstName: first,
    middleName: '',
    lastName: last,
    gender: index % 2 === 0 ? 'Female' : 'Male',
    birthDate: `${2008 + (index % 6)}-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
    studentEmail: `student${index}@example.com`,
    studentPrimaryPhone: `661-555-${String(index % 10_000).padStart(4, '0')}`,
    studentPrimaryPhoneType: 'Mobile',
    pgRelationshipToStudent: 'Mother',
    pgFirstName: 'Pat',
    pgLastName: last,
    pgPrimaryEmail: `parent${index}@example.com`,
    pgPrimaryPhone: '661-555-0134',
    pgPrimaryPhoneType: 'Mobile',
    liveWithPg: 'Yes',
    livingStatus: 'Home',
    street: `${100 + (index % 900)} Main Street`,
    city: 'Lancaster',
    state: 'CA',
    zip: '93534',
    country: 'Los Angeles',
    district: '',
    isMailingAddressTheSame: true,
    mailingStreet: '',
    mailingCity: '',
    mailingState: '',
    mailingZip: '',
    gradeLevel: '9',
    courses,
    selectedCourseAgreements: courses.map((course) => course.credits),
    understood1: true,
    understood2: true,
    studentName: `${first} ${last}`,
    studentSignatureDate: created.slice(0, 10),
    parentName: `Pat ${last}`,
    parentSignatureDate: created.slice(0, 10),
    studentSignatureBlob: signed ? `lelo-signatures/${id}/s1/student.png` : null,
    parentSignatureBlob: signed ? `lelo-signatures/${id}/s1/parent.png` : null,
    signedAt: signed ? created : null,
    evidence: signed
      ? {
          studentName: `${first} ${last}`,
          studentSignedAt: created,
          parentName: `Pat ${last}`,
          parentSignedAt: created,
          ipAddress: '203.0.113.7',
          userAgent: 'Mozilla/5.0 (bench)',
          agreementSha256: 'a'.repeat(64),
          agreementSha256Shown: 'a'.repeat(64),
        }
      : null,
    signedWithKey: null,
    uploadedUrl: signed ? `master-agreements/${sessionName}/${first}${last}_${id}.pdf` : null,
    fileName: signed ? `${first}${last}_${id}.pdf` : null,
    agreementGeneratedAt: signed ? created : null,
  });
}

/** Creates the bench entries not there yet (fixed ids), spread over every seeded site (so every charter). */
async function seedEntries(modules) {
  const started = performance.now();
  const { resources: existing } = await leloContainer.items
    .query("SELECT VALUE c.id FROM c WHERE STARTSWITH(c.id, 'bench-lelo-')")
    .fetchAll();
  const have = new Set(existing);
  const { resources: sites } = await database.container('sites').items.readAll().fetchAll();
  const now = Date.now();
  let next = 0;
  let created = 0;
  const worker = async () => {
    while (next < ENTRIES) {
      const index = next;
      next += 1;
      const id = `bench-lelo-${String(index).padStart(6, '0')}`;
      if (have.has(id)) continue;
      await leloContainer.items.create(benchEntry(index, sites[index % sites.length], now, modules));
      created += 1;
    }
  };
  await Promise.all(Array.from({ length: 32 }, worker));
  return { created, seconds: (performance.now() - started) / 1000 };
}

/** GET as a staff member, as the edge forwards it (tests/support/staff-auth.ts); the parsed page. */
async function listAs(email, query) {
  const response = await staffFetch(
    FUNCTIONS_URL,
    email,
    `/api/leloRegistration?${new URLSearchParams(query)}`,
  );
  if (response.status !== 200)
    throw new Error(`GET ${JSON.stringify(query)}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The keyset cursor the API handed out (opaque base64url JSON), as the handler decodes it. */
const decodeCursor = (text) => JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));

/**
 * One view (the query string the screen sends): the first page (page + count queries at once, as the
 * handler runs them) and page DEEP_PAGE (reached by following cursors through the API once, then
 * timed alone: one page query after its cursor) against the same raw queries; and the count alone.
 */
async function benchView(label, email, scope, query, modules, today) {
  const filters = modules.leloListQuerySchema.parse(query);
  const pageSize = Number(filters.pageSize);
  const rawFirst = () =>
    Promise.all([
      leloContainer.items
        .query(modules.buildLeloListQuery(filters, scope, today, { pageSize: pageSize + 1, rowsOnly: true }))
        .fetchAll(),
      leloContainer.items.query(modules.buildLeloCountQuery(filters, scope, today)).fetchAll(),
    ]);
  let total = 0;
  let rows = 0;
  const apiFirst = await timedRuns(async () => {
    const page = await listAs(email, query);
    total = page.total;
    rows = page.rows.length;
  });
  const raw = await timedRuns(rawFirst);
  const count = await timedRuns(() =>
    leloContainer.items.query(modules.buildLeloCountQuery(filters, scope, today)).fetchAll(),
  );
  const result = { label, total, rows, first: { api: apiFirst, raw }, count };
  if (total < (DEEP_PAGE - 1) * pageSize + 1) return { ...result, deep: null };
  const walkStarted = performance.now();
  let cursor;
  for (let page = 1; page < DEEP_PAGE; page += 1) {
    cursor = (await listAs(email, { ...query, ...(cursor ? { cursor } : {}) })).nextCursor;
  }
  const walkSeconds = (performance.now() - walkStarted) / 1000;
  let deepRows = 0;
  const apiDeep = await timedRuns(async () => {
    deepRows = (await listAs(email, { ...query, cursor })).rows.length;
  });
  const keyset = decodeCursor(cursor);
  const rawDeep = await timedRuns(() =>
    leloContainer.items
      .query(
        modules.buildLeloListQuery(filters, scope, today, {
          cursor: keyset,
          pageSize: pageSize + 1,
          rowsOnly: true,
        }),
      )
      .fetchAll(),
  );
  return { ...result, deep: { api: apiDeep, raw: rawDeep, rows: deepRows, walkSeconds } };
}

const modules = await appModules();
const today = modules.businessToday();
const seeded = await seedEntries(modules);
console.info(`bench-lelo: ${seeded.created} entries created in ${seeded.seconds.toFixed(0)} s`);
const superAdmin = 'superadmin@learn4life.example';
const admin = 'admin@learn4life.example';
const views = [
  await benchView(
    'default view (Active, last 30 days, All Sessions), Super Admin',
    superAdmin,
    { all: true },
    {},
    modules,
    today,
  ),
  // Every entry's e-mail holds it: the search passes the whole (widened) view, the costliest search.
  await benchView(
    "search 'example.com' (matches every entry), Super Admin",
    superAdmin,
    { all: true },
    { search: 'example.com' },
    modules,
    today,
  ),
  await benchView(
    "search 'garcia' (one in ten), Super Admin",
    superAdmin,
    { all: true },
    { search: 'garcia' },
    modules,
    today,
  ),
  await benchView(
    'default view, Admin (2 charters)',
    admin,
    await charterScopeOf(database, admin),
    {},
    modules,
    today,
  ),
];
console.info(JSON.stringify(views));

// ── The exports of about 5,000 entries: Signed in the last 15 days (~320 a day), Super Admin ──

const EXPORT_DAYS = 15;
const exportQuery = { status: 'Signed', startDate: modules.addDaysIso(today, -EXPORT_DAYS), endDate: today };
/** A stored signed agreement's size (the filled master agreement with two signatures: ~60 KB). */
const AGREEMENT_BYTES = 60 * 1024;

/** Stores a PDF blob for every exported entry that has none yet (the ZIP reads them). */
async function seedAgreementBlobs() {
  const started = performance.now();
  const filters = modules.leloListFiltersSchema.parse(exportQuery);
  const { resources } = await leloContainer.items
    .query(modules.buildLeloListQuery(filters, { all: true }, today))
    .fetchAll();
  const storage = BlobServiceClient.fromConnectionString(
    process.env.AzureWebJobsStorage ??
      'DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;',
  );
  const container = storage.getContainerClient('master-agreements');
  await container.createIfNotExists();
  const pdf = Buffer.alloc(AGREEMENT_BYTES, 0x25);
  const paths = resources
    .map((entry) => entry.uploadedUrl)
    .filter((path) => path?.startsWith('master-agreements/'));
  let next = 0;
  let created = 0;
  const worker = async () => {
    while (next < paths.length) {
      const name = paths[next].slice('master-agreements/'.length);
      next += 1;
      try {
        await container
          .getBlockBlobClient(name)
          .upload(pdf, pdf.length, { conditions: { ifNoneMatch: '*' } });
        created += 1;
      } catch (error) {
        if (error?.statusCode !== 409) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return { entries: resources.length, created, seconds: (performance.now() - started) / 1000 };
}

/**
 * One export as an export job, as the screen runs it (GET with the list's filters), with the host's
 * memory; `holds` counts what its file holds (the sheet's rows, or the agreements in the archive).
 */
async function benchExport(path, holds) {
  const pid = functionsPid(FUNCTIONS_URL);
  const { result, ...memory } = await withMemorySamples(pid, () =>
    runExportJob(
      FUNCTIONS_URL,
      superAdmin,
      { path: `${path}?${new URLSearchParams(exportQuery)}`, method: 'GET' },
      holds,
    ),
  );
  return { ...result, ...memory };
}

const agreements = await seedAgreementBlobs();
console.info(`bench-lelo: ${agreements.created} agreement PDFs stored in ${agreements.seconds.toFixed(0)} s`);
const exports = [
  {
    label: 'Excel (GET /api/optimizeLeloAPI)',
    ...(await benchExport('/api/optimizeLeloAPI', excelDataRows)),
  },
  {
    label: 'ZIP (GET /api/optimizeLeloAPI/zip)',
    ...(await benchExport('/api/optimizeLeloAPI/zip', zipAgreements)),
  },
];
console.info(JSON.stringify(exports));

const ms = (value) => `${value.toFixed(1)} ms`;
const ratio = (api, raw) =>
  `ratio p50 ${(api.p50 / raw.p50).toFixed(2)}×, p95 ${(api.p95 / raw.p95).toFixed(2)}×`;
const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}, local stack (Cosmos emulator), ${ENTRIES.toLocaleString('en-US')} bench entries, ${RUNS} sequential calls after 2 warm-ups each.`,
  '',
  '| GET /api/leloRegistration | goal | measured |',
  '|---|---|---|',
  ...views.flatMap(({ label, total, rows, first, count, deep }) => [
    `| ${label}: first page (${rows} of ${total}) vs raw page + count queries | ≤ 1.5× | p50 ${ms(first.api.p50)}, p95 ${ms(first.api.p95)}; raw p50 ${ms(first.raw.p50)}, p95 ${ms(first.raw.p95)}; ${ratio(first.api, first.raw)} |`,
    deep
      ? `| ${label}: page ${DEEP_PAGE} (${deep.rows} rows, by cursor) vs the raw page query after the same cursor | ≤ 1.5× | p50 ${ms(deep.api.p50)}, p95 ${ms(deep.api.p95)}; raw p50 ${ms(deep.raw.p50)}, p95 ${ms(deep.raw.p95)}; ${ratio(deep.api, deep.raw)}; reaching it through pages 1–${DEEP_PAGE - 1}: ${deep.walkSeconds.toFixed(1)} s |`
      : `| ${label}: page ${DEEP_PAGE} | | not reached: ${total} entries are fewer than ${DEEP_PAGE} pages |`,
    `| ${label}: the count query alone | (informative) | p50 ${ms(count.p50)}, p95 ${ms(count.p95)} |`,
  ]),
  '',
  `Exports of the Signed entries of the last ${EXPORT_DAYS} days (${agreements.entries.toLocaleString('en-US')} entries, every charter; a ${AGREEMENT_BYTES / 1024} KB stored PDF each), Super Admin, as export jobs, downloaded to the end:`,
  '',
  '| Export | goal | measured |',
  '|---|---|---|',
  ...exports.map((run) =>
    run.job
      ? `| ${run.label}: ${run.job.status}, ${run.job.recordsDone} of ${run.job.recordCount} records | an export job; requests p95 ≤ 2 s; Functions host ≤ 300 MB | start ${ms(run.startMs)}, job reads p95 ${ms(p95(run.statusSamples) ?? 0)}, download first byte ${ms(run.linkMs ?? 0)}; start to done ${run.jobSeconds.toFixed(1)} s, download ${run.downloadSeconds?.toFixed(1)} s, ${(run.bytes / 2 ** 20).toFixed(1)} MB holding ${run.fileHolds} ${run.label.startsWith('ZIP') ? 'agreements' : 'rows'}; host RSS before ${run.before?.rssMb.toFixed(0)} MB, highest sampled during ${run.peakRssMb.toFixed(0)} MB, VmHWM after ${run.after?.peakMb.toFixed(0)} MB |`
      : `| ${run.label} | answers 202 | status ${run.startStatus} |`,
  ),
];
writeDocSection('bench-lelo', lines);
console.info(lines.join('\n'));
