// How long the page's main thread waited for a core during a Lighthouse load, as the kernel counts it.
// A trace gives each task's length and the thread's CPU in it (`tdur`), but not why the two differ: the
// thread may have been ready and waiting for a core (the machine's other work had it), or asleep (on a
// synchronous call to the browser process, a lock). Linux keeps both for every thread in
// /proc/<pid>/task/<tid>/schedstat: the time it ran and the time it spent ready, waiting to run. A
// worker thread samples that file for every Chromium renderer's main thread every 20 ms, stamped with
// CLOCK_MONOTONIC, the clock of Chromium's trace; a run's figures are read off the samples at the page's
// navigation and three seconds later (docs/performance.md, "What the main thread waits for").
// Used by lighthouse-pages.mjs when LIGHTHOUSE_CORE_WAIT is set.
import { readFileSync } from 'node:fs';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { commandLine, isPageRenderer, processIds } from './processes.mjs';
import { pageMainThread, pageNavigation, threadEvents } from './trace-tasks.mjs';

const SAMPLE_EVERY_MS = 20;
const RESCAN_EVERY_MS = 500;
/** The part of a load the figures cover: from the navigation, as Lantern's first screens do here. */
const WINDOW_US = 3_000_000;

const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/** The pids of the pages' renderer processes (a renderer's main thread has the process's own id). */
const rendererPids = () => processIds().filter((pid) => isPageRenderer(commandLine(pid)));

/** One sample of each renderer's main thread: [µs, pid, ns on a CPU, ns waiting for one]. */
function sample(pids) {
  const at = monotonicUs();
  return pids.flatMap((pid) => {
    try {
      const [ranNs, waitedNs] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ');
      return [[at, Number(pid), Number(ranNs), Number(waitedNs)]];
    } catch {
      return [];
    }
  });
}

function runSampler() {
  const samples = [];
  let pids = rendererPids();
  const rescan = setInterval(() => {
    pids = rendererPids();
  }, RESCAN_EVERY_MS);
  const tick = setInterval(() => samples.push(...sample(pids)), SAMPLE_EVERY_MS);
  parentPort?.on('message', () => {
    clearInterval(rescan);
    clearInterval(tick);
    parentPort?.postMessage(samples);
  });
}

/**
 * Starts sampling (in a worker thread, so Lighthouse's busy event loop does not delay the samples);
 * `stop()` ends it and resolves to the samples.
 */
export function startCoreWaitSampler() {
  const worker = new Worker(new URL(import.meta.url));
  return {
    stop: () =>
      new Promise((resolve, reject) => {
        worker.once('message', (samples) => {
          worker.terminate().then(() => resolve(samples), reject);
        });
        worker.once('error', reject);
        worker.postMessage('stop');
      }),
  };
}

/**
 * The page's main thread over the three seconds from its navigation: the length of its tasks in the
 * trace, and from the kernel, the time it ran and the time it waited for a core (ms). Null when the
 * samples do not cover that window (the page's renderer started after the last rescan, say).
 */
export function coreWaitOfLoad(samples, traceEvents) {
  const main = pageMainThread(traceEvents);
  const navigation = main && pageNavigation(traceEvents, main);
  if (!navigation) return null;
  const from = navigation.ts;
  const to = from + WINDOW_US;
  const mine = samples.filter(([, pid]) => pid === main.pid);
  const last = (until) => mine.filter(([at]) => at <= until).at(-1);
  const start = last(from);
  const end = last(to);
  if (!start || !end || end[0] - start[0] < WINDOW_US / 2) return null;
  const tasks = threadEvents(
    traceEvents,
    main,
    (event) => event.name === 'RunTask' && event.ts >= from && event.ts < to,
  );
  const tasksUs = tasks.reduce((sum, task) => sum + task.dur, 0);
  return {
    tasksMs: Math.round(tasksUs / 1000),
    ranMs: Math.round((end[2] - start[2]) / 1e6),
    waitedMs: Math.round((end[3] - start[3]) / 1e6),
  };
}

if (!isMainThread) runSampler();
