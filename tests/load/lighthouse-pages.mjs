// Lighthouse 12 (mobile, simulated throttling: Lighthouse's default phone, 4× CPU slowdown, 150 ms
// round trips, 1.6 Mbps) on the first screen of every public flow, in English and in Spanish, over
// HTTP/2 as Azure serves them (http2-front.mjs) in front of the local edge, which compresses static
// files as the Azure edge does (scripts/lib/edge-proxy.mjs).
// Run by tests/load/bench.mjs, or alone against a running stack:
//   node scripts/with-stack.mjs node tests/load/lighthouse-pages.mjs [--verbose] [--en] [--only=/register] [--runs=5] [--no-write]
// Its table goes into docs/performance.md between the lighthouse markers.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startHttp2Front } from './http2-front.mjs';
import { writeDocSection } from './performance-doc.mjs';

/**
 * The browser: Debian's Chromium headless shell (package chromium-headless-shell), the same Chromium, its
 * engine and version, built without the desktop browser around the page. Chromium's own `--headless=new`
 * runs the whole desktop browser unseen: its window's frames (the tab's loading animation among them)
 * and its own WebUI renderer took the two cores from the page's main thread here, which then waited for
 * one as long as it ran (docs/performance.md, "The bench's browser is Chromium's headless shell"). A
 * phone's browser does that work on its other cores. CHROME_PATH=/usr/bin/chromium measures with the
 * desktop browser instead.
 */
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';
const HEADLESS_SHELL = CHROME.includes('headless-shell');
// Seeded demo data (functions/src/seed): Lancaster and the open summer session.
const LANCASTER_ID = 'b2ba96878bd049e721fc7c59';

export const BUDGETS = { performance: 95, accessibility: 100, lcpMs: 2500 };
/**
 * Runs per page: one. `--runs=N` takes the median of N instead (Lighthouse's computeMedianRun, by FCP
 * and TTI), for comparing builds: on this shared two-core machine one page's score moved from 43 to 91
 * between runs.
 */
const DEFAULT_RUNS = 1;

export const PUBLIC_PAGES = [
  { name: '`/` finder', path: '/' },
  { name: '`/interest?site=…`', path: `/interest?site=${LANCASTER_ID}` },
  { name: '`/register?site=…` step 1', path: `/register?site=${LANCASTER_ID}` },
  { name: '`/forms/summer-intersession-2027` step 1', path: '/forms/summer-intersession-2027' },
];

const withLanguage = (path, language) =>
  language === 'en' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;

/** The CPU time counters of the machine (all cores): idle and total jiffies. */
function cpuTimes() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { idle, total: fields.reduce((sum, value) => sum + value, 0) };
}

/**
 * Waits (up to 3 minutes) until the machine has been at least 85 % idle for 3 seconds in a row: a
 * fresh stack seeds its demo data and sends its e-mails first, and Lighthouse's simulated CPU time
 * scales whatever the page's tasks took on this machine.
 */
export async function quietMachine() {
  const deadline = Date.now() + 180_000;
  let quietSeconds = 0;
  let before = cpuTimes();
  while (quietSeconds < 3 && Date.now() < deadline) {
    await sleep(1000);
    const now = cpuTimes();
    const idleShare = (now.idle - before.idle) / Math.max(1, now.total - before.total);
    quietSeconds = idleShare >= 0.85 ? quietSeconds + 1 : 0;
    before = now;
  }
}

/**
 * Asks the edge once for every built asset, as a phone would (Brotli): a deployed site's CDN has them
 * at hand, and the local edge keeps them after the first answer (scripts/lib/edge-proxy.mjs). Without
 * it the first run of each page would wait for the SWA CLI and the Brotli compression of each file.
 */
export async function warmEdge(baseUrl) {
  const assets = new URL('../../frontend/dist/assets/', import.meta.url);
  const files = readdirSync(assets).filter((file) => /\.(js|css|svg)$/.test(file));
  // A few at a time: the SWA CLI answers slowly when it is asked for everything at once.
  for (let start = 0; start < files.length; start += 8) {
    await Promise.all(
      files.slice(start, start + 8).map(async (file) => {
        const response = await fetch(`${baseUrl}/assets/${file}`, { headers: { 'Accept-Encoding': 'br' } });
        await response.arrayBuffer();
      }),
    );
  }
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run of `url` on the Chrome listening on `port`: its report. */
export async function lighthouseRun(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (result.lhr.runtimeError) {
    throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  }
  return result.lhr;
}

/** A run's performance score and simulated figures (ms), and the CPU benchmark index it ran at. */
export function runFigures(lhr) {
  const figure = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: figure('first-contentful-paint'),
    lcp: figure('largest-contentful-paint'),
    speedIndex: figure('speed-index'),
    tbt: figure('total-blocking-time'),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** A run's performance score and simulated figures as one line: performance/FCP/LCP/SI/TBT. */
function runLine(run) {
  const { performance, fcp, lcp, speedIndex, tbt } = runFigures(run);
  return [performance, fcp, lcp, speedIndex, tbt].join('/');
}

/** The median of `runs` Lighthouse runs of `url` on the Chrome listening on `port`: its scores and figures. */
async function measure(url, port, runCount) {
  const runs = [];
  for (let run = 0; run < runCount; run += 1) runs.push(await lighthouseRun(url, port));
  const lhr = computeMedianRun(runs);
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests')?.details?.items ?? [];
  const scriptBytes = requests
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    benchmarkIndex: median(runs.map((run) => run.environment.benchmarkIndex)),
    lighthouseVersion: lhr.lighthouseVersion,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint').numericValue,
    lcpMs: audit('largest-contentful-paint').numericValue,
    tbtMs: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    siMs: audit('speed-index').numericValue,
    scriptBytes,
    lcpElement: audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    // What the main thread did, as Lighthouse saw it (--verbose prints them): its long tasks, by the
    // script they are attributed to, and each script's evaluation and compile time.
    longTasks: (audit('long-tasks')?.details?.items ?? []).map(
      (item) => `${Math.round(item.startTime)}+${Math.round(item.duration)} ms ${item.url.split('/').pop()}`,
    ),
    bootup: (audit('bootup-time')?.details?.items ?? [])
      .slice(0, 8)
      .map(
        (item) =>
          `${item.url.split('/').pop()}: ${Math.round(item.scripting)} ms scripting, ${Math.round(item.scriptParseCompile)} ms compile`,
      ),
    // Each run's score and simulated figures (performance/FCP/LCP/SI/TBT): how far the runs the
    // median was taken from lie apart.
    runs: runs.map(runLine),
    failedAccessibility: Object.values(lhr.audits)
      .filter(
        (item) =>
          item.score === 0 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === item.id),
      )
      .map((item) => item.id),
  };
}

/**
 * Every public page in each language, measured one after the other on one headless Chromium, over
 * HTTP/2 as Azure serves them (http2-front.mjs says why it matters).
 */
export async function measurePublicPages(
  baseUrl,
  { languages = ['en', 'es'], verbose = false, only = '', runs = DEFAULT_RUNS } = {},
) {
  const browser = await lighthouseBrowser(baseUrl);
  const rows = [];
  try {
    await warmEdge(baseUrl);
    await quietMachine();
    for (const language of languages) {
      for (const page of PUBLIC_PAGES.filter(({ path }) => path.includes(only))) {
        const url = `${browser.origin}${withLanguage(page.path, language)}`;
        const figures = await measure(url, browser.port, runs);
        rows.push({ ...page, language, ...figures });
        if (verbose) console.info(language, page.path, JSON.stringify(figures));
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/**
 * The headless Chromium Lighthouse drives (`port`) and the HTTP/2 front before `baseUrl` it loads the
 * pages through (`origin`; http2-front.mjs says why it matters).
 */
export async function lighthouseBrowser(baseUrl) {
  if (!existsSync(CHROME)) {
    throw new Error(
      `${CHROME} is not installed: apt-get install chromium-headless-shell (Debian), or set CHROME_PATH`,
    );
  }
  const front = await startHttp2Front(baseUrl);
  const chrome = await launch({
    chromePath: CHROME,
    chromeFlags: [
      // The shell is headless by itself; the desktop browser is asked to be.
      ...(HEADLESS_SHELL ? [] : ['--headless=new']),
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      // The front's certificate is made for the run (see http2-front.mjs).
      '--ignore-certificate-errors',
    ],
  });
  return {
    origin: front.origin,
    port: chrome.port,
    close: async () => {
      await chrome.kill();
      await front.close();
    },
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const mark = (ok) => (ok ? '' : ' ✗');

/**
 * The browser the bench drives, as it names itself ('Chromium 156.0.8078.108 built on Debian …'), and
 * whether it is the headless shell, which names itself the same.
 */
function browserVersion() {
  try {
    const version = execFileSync(CHROME, ['--version'], { encoding: 'utf8' }).trim().split(' built on')[0];
    return HEADLESS_SHELL ? `${version} headless shell` : version;
  } catch {
    return 'Chromium (version unknown)';
  }
}

/**
 * The table of docs/performance.md: one line per page and language, budgets marked when missed. Its
 * first line names what the figures depend on besides the pages: Lighthouse's simulation slows the
 * tasks it saw by 4×, so the same build scores lower on a slower CPU or a browser that does more per
 * task. Lighthouse's benchmark index (higher is faster) tells runs on different days apart.
 */
export function lighthouseTable(rows) {
  const indexes = rows.map((row) => row.benchmarkIndex).filter(Number.isFinite);
  return [
    `Lighthouse ${rows[0]?.lighthouseVersion ?? ''}, ${browserVersion()}, CPU benchmark index ${indexes.length ? Math.round(median(indexes)) : 'unknown'} (median of the runs).`,
    '',
    `Budgets: performance ≥ ${BUDGETS.performance}, accessibility ${BUDGETS.accessibility}, LCP ≤ ${seconds(BUDGETS.lcpMs)} (✗ marks a miss).`,
    '',
    '| page | language | performance | accessibility | LCP | FCP | TBT | CLS | JS transferred |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.language} | ${row.performance}${mark(row.performance >= BUDGETS.performance)} | ${row.accessibility}${mark(row.accessibility >= BUDGETS.accessibility)} | ${seconds(row.lcpMs)}${mark(row.lcpMs <= BUDGETS.lcpMs)} | ${seconds(row.fcpMs)} | ${Math.round(row.tbtMs)} ms | ${row.cls.toFixed(3)} | ${(row.scriptBytes / 1024).toFixed(0)} KB |`,
    ),
  ];
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  const baseUrl = process.env.APP_URL ?? 'http://localhost:4280';
  const verbose = process.argv.includes('--verbose');
  const languages = process.argv.includes('--en') ? ['en'] : ['en', 'es'];
  // --only=<part of a path>: only the pages whose address contains it (e.g. --only=/register).
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ?? '';
  const runs = Number(
    process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? DEFAULT_RUNS,
  );
  const rows = await measurePublicPages(baseUrl, { languages, verbose, only, runs });
  const lines = lighthouseTable(rows);
  console.info(lines.join('\n'));
  if (!process.argv.includes('--no-write') && !only) writeDocSection('lighthouse', lines);
}
