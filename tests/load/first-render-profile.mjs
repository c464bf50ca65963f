// What a public page's main thread does while it is taken over, by function of our sources and packages:
// loads the page once in Debian's Chromium with a V8 CPU profile (DevTools protocol), until #root is
// usable and a second and a half after, then maps every sampled frame through the build's source maps.
// Prints the self time by function overall, inside React's synchronous renders (performSyncWorkOnRoot:
// one task each, not time-sliced like the hydration), and the tasks after the first paint that would
// block a phone at Lighthouse's 4× slowdown with what each spent its time in (a trace of the same load).
// Lighthouse's traces name only minified functions; this names the source.
//   node scripts/with-stack.mjs node tests/load/first-render-profile.mjs '/interest?site=<id>' [top=25]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { afterFirstPaint, longTasks, pageMainThread, traceSelfTimes as selfTimesOf } from './trace-tasks.mjs';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const APP_URL = process.env.APP_URL ?? 'http://localhost:4280';
const assets = new URL('../../frontend/dist/assets/', import.meta.url).pathname;
// --trace-only: no CPU profile (its sampling slows every task), for the trace's figures alone.
const traceOnly = process.argv.includes('--trace-only');
const [path = '/', topArg = '25'] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const top = Number(topArg);

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A source map's mappings as, per generated line, [column, source index, source line, name] segments. */
function decodeMappings(map) {
  const lines = [];
  let source = 0;
  let sourceLine = 0;
  let nameIndex = 0;
  for (const line of map.mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line ? line.split(',') : []) {
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        let digit = BASE64.indexOf(char);
        const more = digit & 32;
        digit &= 31;
        value += digit << shift;
        if (more) shift += 5;
        else {
          values.push(value & 1 ? -(value >> 1) : value >> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) {
        source += values[1];
        sourceLine += values[2];
      }
      if (values.length > 4) nameIndex += values[4];
      segments.push([column, source, sourceLine, values.length > 4 ? map.names[nameIndex] : null]);
    }
    lines.push(segments);
  }
  return lines;
}

const sourceMaps = new Map();
/** The built asset's source map, decoded once, or null when the frame is not one of ours. */
function sourceMapOf(url) {
  const file = url.split('/assets/')[1];
  if (!file) return null;
  if (!sourceMaps.has(file)) {
    try {
      const map = JSON.parse(readFileSync(join(assets, `${file}.map`), 'utf8'));
      sourceMaps.set(file, { sources: map.sources, lines: decodeMappings(map) });
    } catch {
      sourceMaps.set(file, null);
    }
  }
  return sourceMaps.get(file);
}

/** 'name source:line' for a profile frame: its original function and file when the build maps it. */
function frameName({ url, functionName, lineNumber, columnNumber }) {
  const map = sourceMapOf(url);
  if (!map) return functionName || '(program)';
  let found = null;
  for (const segment of map.lines[lineNumber] ?? []) {
    if (segment[0] > columnNumber) break;
    found = segment;
  }
  if (!found) return functionName || '(anonymous)';
  const source = map.sources[found[1]].replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return `${found[3] ?? functionName ?? '(anonymous)'} ${source}:${found[2] + 1}`;
}

const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
const page = await browser.newPage();
const session = await page.context().newCDPSession(page);
if (!traceOnly) {
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 50 });
  await session.send('Profiler.start');
}
const traceEvents = [];
session.on('Tracing.dataCollected', ({ value }) => traceEvents.push(...value));
await session.send('Tracing.start', {
  transferMode: 'ReportEvents',
  traceConfig: {
    includedCategories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'loading',
      'v8',
      'v8.execute',
      'disabled-by-default-v8.compile',
    ],
  },
});
await page.goto(`${APP_URL}${path}`);
// A prerendered page is inert until React has taken it over (main.tsx).
await page.waitForFunction(() => {
  const root = document.getElementById('root');
  return Boolean(root && !root.inert && root.children.length > 0);
});
await page.waitForTimeout(1500);
const { profile } = traceOnly
  ? { profile: { nodes: [], samples: [], timeDeltas: [], startTime: 0 } }
  : await session.send('Profiler.stop');
const traced = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
await session.send('Tracing.end');
await traced;
await browser.close();

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
const named = new Map();
const nameOf = (node) => {
  if (!named.has(node.id)) named.set(node.id, frameName(node.callFrame));
  return named.get(node.id);
};
const stackOf = (id) => {
  const stack = [];
  for (let at = id; at !== undefined; at = parents.get(at)) stack.push(nodes.get(at));
  return stack;
};

const overall = new Map();
const inSyncRender = new Map();
let syncMs = 0;
profile.samples.forEach((id, index) => {
  const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
  const stack = stackOf(id);
  const self = nameOf(stack[0]);
  if (self === '(idle)' || self === '(root)') return;
  overall.set(self, (overall.get(self) ?? 0) + ms);
  if (stack.some((node) => nameOf(node).startsWith('performSyncWorkOnRoot '))) {
    syncMs += ms;
    inSyncRender.set(self, (inSyncRender.get(self) ?? 0) + ms);
  }
});

const print = (title, totals) => {
  console.info(title);
  for (const [name, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.info(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
  }
};
if (!traceOnly) print(`${path}: self time by function, the whole load`, overall);

// The main thread's tasks after the first paint that Lighthouse would count as blocking: at its 4×
// CPU slowdown, a task of more than 12.5 ms here is one of more than 50 ms on its phone, and total
// blocking time sums what each has over 50 ms. Each is listed with the functions it spent most in.
// The harness's own work shows too: Playwright's injected script ('InjectedScript', 'get Temporal')
// and, last and without samples, the profiler stopping.
const SLOWDOWN = 4;

const traceSelfTimes = (task, count) => selfTimesOf(traceEvents, task, count);
const main = pageMainThread(traceEvents);
const sampleTimes = [];
let sampleAt = profile.startTime;
for (const delta of profile.timeDeltas) {
  sampleAt += delta;
  sampleTimes.push(sampleAt);
}
if (main) {
  const tasks = longTasks(traceEvents, main, SLOWDOWN, main.fcpTs);
  console.info(
    `\nAfter the first paint, main thread by trace event: ${traceSelfTimes(afterFirstPaint(traceEvents, main), 12).join(' | ')}`,
  );
  const blocking = tasks.reduce((sum, task) => sum + (task.dur * SLOWDOWN) / 1000 - 50, 0);
  console.info(
    `\nTasks after the first paint over 50 ms at ${SLOWDOWN}× (${tasks.length}; blocking time at ${SLOWDOWN}×: ${blocking.toFixed(0)} ms)`,
  );
  for (const task of tasks) {
    const inTask = new Map();
    profile.samples.forEach((id, index) => {
      const at = sampleTimes[index];
      if (at < task.ts || at > task.ts + task.dur) return;
      const self = nameOf(stackOf(id)[0]);
      if (self === '(idle)' || self === '(root)') return;
      inTask.set(self, (inTask.get(self) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
    });
    const most = [...inTask]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, ms]) => `${ms.toFixed(1)} ${name}`);
    console.info(
      `${((task.ts - main.fcpTs) / 1000).toFixed(0).padStart(6)} ms after FCP, ${(task.dur / 1000).toFixed(1)} ms: ${most.join(' | ')}`,
    );
    console.info(`${' '.repeat(8)}trace: ${traceSelfTimes(task).join(' | ')}`);
  }
}
print(`\nInside React's synchronous renders (${syncMs.toFixed(1)} ms in all)`, inSyncRender);
