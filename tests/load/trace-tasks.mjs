// A page load's main-thread tasks by the browser's own trace events, each event's self time (its
// duration less the events nested in it): compiling, evaluating modules, style, layout, garbage
// collection, which a CPU profile shows only as '(program)'. Used by first-render-profile.mjs, and
// alone on the traces Lighthouse runs keep (LIGHTHOUSE_TRACE_DIR=<dir> lighthouse-pages.mjs):
//   node tests/load/trace-tasks.mjs <trace.json> [--slowdown=4]
// --by-poster: the main thread's whole load by the place in Chromium's code that posted each task, for
// a trace recorded with the 'toplevel' category (LIGHTHOUSE_EXTRA_TRACE_CATEGORIES=toplevel). Lighthouse's
// own categories leave a third of the main thread's time as unexplained 'RunTask'; this names it
// (frames, the loader handing responses over, module fetches finishing...).
// --by-thread: each thread's time in tasks (its length and its CPU, the trace's `tdur`) from the page's
// navigation on: what else had the cores while the page's main thread waited. On this two-core machine
// the main thread's long tasks last 2-5 times the CPU they use (docs/performance.md, "The turning
// spinner").
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * Each of `events` (one thread's complete events, sorted by start, the longer first at a tie) with its
 * self time: its duration less that of the events nested in it.
 */
function selfTimeOfEach(events) {
  const self = new Map(events.map((event) => [event, event.dur]));
  const stack = [];
  for (const event of events) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent, self.get(parent) - event.dur);
    stack.push(event);
  }
  return self;
}

/** The complete events of one thread (`of`: any {pid, tid}) that pass `keep`, in selfTimeOfEach's order. */
export function threadEvents(traceEvents, of, keep = () => true) {
  return traceEvents
    .filter((event) => event.ph === 'X' && event.pid === of.pid && event.tid === of.tid && keep(event))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

/** The events of `task` (any {pid, tid, ts, dur}) by name, each with the self time summed, largest first. */
export function traceSelfTimes(traceEvents, task, count = 6) {
  const inside = threadEvents(
    traceEvents,
    task,
    (event) => event.ts >= task.ts && event.ts + (event.dur ?? 0) <= task.ts + task.dur,
  );
  const byName = new Map();
  for (const [event, us] of selfTimeOfEach(inside))
    byName.set(event.name, (byName.get(event.name) ?? 0) + us);
  return [...byName]
    .filter(([, us]) => us >= 1000)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => `${(us / 1000).toFixed(1)} ${name}`);
}

/** The renderer main thread of the page that painted first: its pid, tid and first paint. */
export function pageMainThread(traceEvents) {
  const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  const thread = traceEvents.find(
    (event) =>
      event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === fcp?.pid,
  );
  return fcp && thread ? { pid: fcp.pid, tid: thread.tid, fcpTs: fcp.ts } : null;
}

/**
 * The page's own navigation on `main` (pageMainThread): the earliest of the thread's navigationStart
 * events for an http(s) document. The trace holds others on the same thread, with no address (the
 * documents Chromium starts after the page, such as an image's), and not always in time order.
 */
export function pageNavigation(traceEvents, main) {
  let first = null;
  for (const event of traceEvents) {
    if (event.name !== 'navigationStart' || event.pid !== main.pid || event.tid !== main.tid) continue;
    if (!event.args?.data?.documentLoaderURL?.startsWith('http')) continue;
    if (!first || event.ts < first.ts) first = event;
  }
  return first;
}

/**
 * The main thread from its first paint to the trace's last event, as a task for traceSelfTimes: where
 * the whole time after the first paint goes, steadier from run to run than any one task. (A loop, not
 * Math.max(...events): a trace holds more events than a call takes arguments.)
 */
export function afterFirstPaint(traceEvents, main) {
  let end = main.fcpTs;
  for (const event of traceEvents) end = Math.max(end, event.ts + (event.dur ?? 0));
  return { ...main, ts: main.fcpTs, dur: end - main.fcpTs };
}

/** The main thread's tasks of more than 50 ms at `slowdown` (Lighthouse's long tasks), from `fromTs` on. */
export function longTasks(traceEvents, main, slowdown, fromTs = 0) {
  return traceEvents.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.pid === main.pid &&
      event.tid === main.tid &&
      event.ts >= fromTs &&
      event.dur * slowdown > 50_000,
  );
}

/**
 * The main thread's tasks in the trace, grouped by the code location that posted them ('toplevel'
 * trace events carry it), each group's count, total time and the time no nested event explains,
 * largest first.
 */
export function timeByPoster(traceEvents, main) {
  const own = threadEvents(traceEvents, main);
  const unexplained = selfTimeOfEach(own);
  const groups = new Map();
  for (const event of own) {
    if (event.name !== 'ThreadControllerImpl::RunTask' || !event.args?.src_func) continue;
    const poster = `${event.args.src_file.split('/').pop()} ${event.args.src_func}`;
    const group = groups.get(poster) ?? { poster, tasks: 0, totalUs: 0, unexplainedUs: 0 };
    group.tasks += 1;
    group.totalUs += event.dur;
    group.unexplainedUs += unexplained.get(event) ?? 0;
    groups.set(poster, group);
  }
  return [...groups.values()].sort((a, b) => b.totalUs - a.totalUs);
}

/**
 * Every thread's top-level tasks from the page's navigation on: for each, the tasks' summed length and
 * thread CPU time (`tdur`, µs), largest CPU first; `main` marks the page's main thread.
 */
export function timeByThread(traceEvents, main) {
  const from = pageNavigation(traceEvents, main)?.ts ?? 0;
  const names = new Map(
    traceEvents
      .filter((event) => event.name === 'thread_name')
      .map((e) => [`${e.pid}:${e.tid}`, e.args?.name]),
  );
  const processes = new Map(
    traceEvents.filter((event) => event.name === 'process_name').map((e) => [e.pid, e.args?.name]),
  );
  const threads = new Map();
  for (const event of traceEvents) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.ts < from) continue;
    const key = `${event.pid}:${event.tid}`;
    const thread = threads.get(key) ?? {
      thread: `${processes.get(event.pid) ?? event.pid} / ${names.get(key) ?? event.tid}`,
      main: event.pid === main.pid && event.tid === main.tid,
      lengthUs: 0,
      cpuUs: 0,
    };
    thread.lengthUs += event.dur;
    thread.cpuUs += event.tdur ?? 0;
    threads.set(key, thread);
  }
  return [...threads.values()].sort((a, b) => b.cpuUs - a.cpuUs);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [file, ...flags] = process.argv.slice(2);
  const slowdown = Number(flags.find((flag) => flag.startsWith('--slowdown='))?.slice(11) ?? 4);
  const parsed = JSON.parse(readFileSync(file, 'utf8'));
  const traceEvents = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const main = pageMainThread(traceEvents);
  if (!main) throw new Error(`${file}: no first paint in the trace`);
  if (flags.includes('--by-thread')) {
    for (const { thread, main: isMain, lengthUs, cpuUs } of timeByThread(traceEvents, main).slice(0, 12)) {
      console.info(
        `${(cpuUs / 1000).toFixed(0).padStart(6)} ms CPU in ${(lengthUs / 1000).toFixed(0).padStart(6)} ms of tasks: ${thread}${isMain ? ' (the page)' : ''}`,
      );
    }
    const long = longTasks(traceEvents, main, slowdown, main.fcpTs);
    const length = long.reduce((sum, task) => sum + task.dur, 0);
    const cpu = long.reduce((sum, task) => sum + (task.tdur ?? 0), 0);
    console.info(
      `The page's ${long.length} long tasks after the first paint: ${(length / 1000).toFixed(0)} ms long, ${(cpu / 1000).toFixed(0)} ms of CPU`,
    );
    process.exit(0);
  }
  if (flags.includes('--by-poster')) {
    const groups = timeByPoster(traceEvents, main);
    if (groups.length === 0)
      throw new Error(
        `${file}: no 'toplevel' events: record it with LIGHTHOUSE_EXTRA_TRACE_CATEGORIES=toplevel`,
      );
    for (const { poster, tasks, totalUs, unexplainedUs } of groups.slice(0, 15)) {
      console.info(
        `${(totalUs / 1000).toFixed(1).padStart(7)} ms in ${String(tasks).padStart(3)} tasks (${(unexplainedUs / 1000).toFixed(1)} ms in no nested event): ${poster}`,
      );
    }
    process.exit(0);
  }
  console.info(
    `After the first paint: ${traceSelfTimes(traceEvents, afterFirstPaint(traceEvents, main), 14).join(' | ')}`,
  );
  for (const task of longTasks(traceEvents, main, slowdown)) {
    const at = ((task.ts - main.fcpTs) / 1000).toFixed(0).padStart(6);
    console.info(
      `${at} ms from FCP, ${(task.dur / 1000).toFixed(1)} ms: ${traceSelfTimes(traceEvents, task).join(' | ')}`,
    );
  }
}
