// A page load's main-thread tasks by the browser's own trace events, each event's self time (its
// duration less the events nested in it): compiling, evaluating modules, style, layout, garbage
// collection, which a CPU profile shows only as '(program)'. Used by first-render-profile.mjs, and
// alone on the traces Lighthouse runs keep (LIGHTHOUSE_TRACE_DIR=<dir> lighthouse-pages.mjs):
//   node tests/load/trace-tasks.mjs <trace.json> [--slowdown=4]
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The events of `task` (any {pid, tid, ts, dur}) by name, each with the self time summed, largest first. */
export function traceSelfTimes(traceEvents, task, count = 6) {
  const inside = traceEvents
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.pid === task.pid &&
        event.tid === task.tid &&
        event.ts >= task.ts &&
        event.ts + (event.dur ?? 0) <= task.ts + task.dur,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const stack = [];
  for (const event of inside) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - event.dur);
    self.set(event.name, (self.get(event.name) ?? 0) + event.dur);
    stack.push(event);
  }
  return [...self]
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

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [file, ...flags] = process.argv.slice(2);
  const slowdown = Number(flags.find((flag) => flag.startsWith('--slowdown='))?.slice(11) ?? 4);
  const parsed = JSON.parse(readFileSync(file, 'utf8'));
  const traceEvents = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const main = pageMainThread(traceEvents);
  if (!main) throw new Error(`${file}: no first paint in the trace`);
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
