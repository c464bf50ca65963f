// A run with the page's main thread on a core of its own (LIGHTHOUSE_PIN=1 in lighthouse-pages.mjs and
// lighthouse-ab.mjs): every process on the machine on the first core, and the main thread of each
// renderer Chromium starts (a page's) on the second, with `taskset`. On this two-core machine the
// page's main thread otherwise waits for a core as long as it runs, and how long it waits moves the
// score by ten points or more between runs of one build (core-wait.mjs measures it). Pinned, it waits
// almost not at all, so two builds compare on the page's own work. Not for the table: the compositor,
// the browser, Lighthouse and the local stack then share one core, which slows the frames and the speed
// index (docs/performance.md, "The page's main thread on a core of its own").
import { execFileSync } from 'node:child_process';
import { commandLine, isPageRenderer, processIds } from './processes.mjs';

const FIRST_CORE = '1';
const SECOND_CORE = '2';
const BOTH_CORES = '3';
/** How often new renderers are looked for: a page's renderer starts as Lighthouse opens the page. */
const LOOK_EVERY_MS = 50;

/** `taskset -p [-a] <mask> <pid>`; a process that ended meanwhile, or a kernel thread, is let be. */
function setAffinity(pid, mask, { allThreads }) {
  try {
    execFileSync('taskset', [...(allThreads ? ['-a'] : []), '-p', mask, pid], { stdio: 'ignore' });
  } catch {
    // gone, or not ours to move
  }
}

/** Runs `run` with the machine pinned as above, and gives every process both cores back after it. */
export async function withPinnedMainThread(run) {
  const moved = new Set();
  const moveNewRenderers = () => {
    for (const pid of processIds()) {
      if (moved.has(pid) || !isPageRenderer(commandLine(pid))) continue;
      moved.add(pid);
      // Only its main thread (whose id is the process's); its other threads stay on the first core.
      setAffinity(pid, SECOND_CORE, { allThreads: false });
    }
  };
  for (const pid of processIds()) {
    if (commandLine(pid)) setAffinity(pid, FIRST_CORE, { allThreads: true });
  }
  moveNewRenderers();
  const timer = setInterval(moveNewRenderers, LOOK_EVERY_MS);
  try {
    return await run();
  } finally {
    clearInterval(timer);
    for (const pid of processIds()) {
      if (commandLine(pid)) setAffinity(pid, BOTH_CORES, { allThreads: true });
    }
  }
}
