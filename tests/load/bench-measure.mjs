// What the benches measure with: latency percentiles, a task timed after warm-ups, and a staff
// member's charter scope as the handlers read it.

/** The 50th and 95th percentile of latencies in ms. */
export function percentiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  return { p50: at(0.5), p95: at(0.95) };
}

/** The 95th percentile of latencies in ms (null when none). */
export function p95(samples) {
  return samples.length === 0 ? null : percentiles(samples).p95;
}

/** `task` run `runs` times one after another, after `warmups` runs that do not count: p50 and p95. */
export async function timed(runs, task, warmups = 3) {
  for (let warm = 0; warm < warmups; warm += 1) await task();
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await task();
    samples.push(performance.now() - start);
  }
  return percentiles(samples);
}

/** The charter scope of a staff member, read from their user document as the handlers read it. */
export async function charterScopeOf(database, email) {
  const { resources } = await database
    .container('users')
    .items.query({
      query: 'SELECT c.charterAssignments FROM c WHERE c.azureID = @email',
      parameters: [{ name: '@email', value: email }],
    })
    .fetchAll();
  return {
    all: false,
    charterIds: new Set((resources[0]?.charterAssignments ?? []).map((charter) => charter._id)),
  };
}
