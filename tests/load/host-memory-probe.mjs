// Preloaded into the Functions host for a memory investigation (never in normal runs):
//   FUNCTIONS_NODE_ARGS="--expose-gc --import=./tests/load/host-memory-probe.mjs" HOST_MEMORY_PROBE=/tmp/x.jsonl
// Appends one JSON line every 250 ms: RSS, the heap (used and reserved), external memory and array
// buffers, and each V8 heap space's used and reserved size, in MB. With --expose-gc it also collects
// fully every 2 s and records the heap left (`live`): what is really held, not garbage not collected yet.
import { appendFileSync } from 'node:fs';
import { getHeapSpaceStatistics } from 'node:v8';

const file = process.env.HOST_MEMORY_PROBE;
if (file) {
  const mb = (bytes) => Math.round(bytes / 2 ** 17) / 8;
  const write = (entry) => appendFileSync(file, `${JSON.stringify({ at: Date.now(), ...entry })}\n`);
  setInterval(() => {
    const usage = process.memoryUsage();
    const spaces = Object.fromEntries(
      getHeapSpaceStatistics().map((space) => [
        space.space_name,
        [mb(space.space_used_size), mb(space.space_size)],
      ]),
    );
    write({
      rss: mb(usage.rss),
      heapUsed: mb(usage.heapUsed),
      heapTotal: mb(usage.heapTotal),
      external: mb(usage.external),
      arrayBuffers: mb(usage.arrayBuffers),
      spaces,
    });
  }, 250).unref();
  if (typeof globalThis.gc === 'function') {
    setInterval(() => {
      globalThis.gc();
      write({ live: mb(process.memoryUsage().heapUsed) });
    }, 2000).unref();
  }
}
