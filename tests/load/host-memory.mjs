// The local Functions host's memory as the benches read it (Linux /proc): which process it is, its
// current and peak resident memory, and a sampler for the span of one request.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The Functions host's process id: whoever listens on its port (else the one local host running). */
export function functionsPid(functionsUrl) {
  const port = new URL(functionsUrl).port;
  try {
    const listening = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    const found = /pid=(\d+)/.exec(listening);
    if (found) return Number(found[1]);
  } catch {}
  const ps = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  const lines = ps.split('\n').filter((line) => line.includes('functions/dist/local/main.js'));
  return lines.length === 1 ? Number(lines[0].trim().split(/\s+/)[0]) : null;
}

/** Peak resident memory so far (VmHWM) and current (VmRSS) of a process, in MB; null if unreadable. */
export function memoryOf(pid) {
  if (!pid) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN);
    return { peakMb: kb('VmHWM') / 1024, rssMb: kb('VmRSS') / 1024 };
  } catch {
    return null;
  }
}

/**
 * Runs `task` while sampling the process's resident memory every 200 ms: the task's result, the
 * memory before and after, and the highest RSS sampled in between.
 */
export async function withMemorySamples(pid, task) {
  const before = memoryOf(pid);
  let peakRssMb = before?.rssMb ?? 0;
  const sampler = setInterval(() => {
    const now = memoryOf(pid);
    if (now) peakRssMb = Math.max(peakRssMb, now.rssMb);
  }, 200);
  try {
    const result = await task();
    return { result, before, after: memoryOf(pid), peakRssMb };
  } finally {
    clearInterval(sampler);
  }
}
