// Runs the phases of a test run, alone or side by side, timing each one. A phase's output is streamed as
// it comes (each line under the phase's name when another phase runs beside it) and its last lines are
// kept, to be shown again under the table of times when it fails: a failing CI shows only the end of
// its output.
import { spawn } from 'node:child_process';

const TAIL_LINES = 60;

/**
 * @typedef {{ name: string, command: string, args: string[], env?: Record<string, string> }} Phase
 * @typedef {{ name: string, status: number, ms: number, tail: string[] }} PhaseResult
 */

/** Runs one phase; `prefixed` puts its name before each line of its output. */
export function runPhase(phase, { cwd, prefixed = false }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(phase.command, phase.args, {
      cwd,
      env: { ...process.env, ...phase.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tail = [];
    const pipe = (stream, sink) => {
      let buffer = '';
      const emit = (line) => {
        tail.push(line);
        if (tail.length > TAIL_LINES) tail.shift();
        sink(prefixed ? `[${phase.name}] ${line}` : line);
      };
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        buffer += chunk;
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines) emit(line);
      });
      stream.on('end', () => {
        if (buffer) emit(buffer);
      });
    };
    pipe(child.stdout, (line) => process.stdout.write(`${line}\n`));
    pipe(child.stderr, (line) => process.stderr.write(`${line}\n`));
    child.on('error', (error) => {
      tail.push(error.message);
      resolve({ name: phase.name, status: 1, ms: Date.now() - started, tail });
    });
    child.on('close', (code) =>
      resolve({ name: phase.name, status: code ?? 1, ms: Date.now() - started, tail }),
    );
  });
}

/** Runs the phases of a group side by side (one alone is not prefixed) and resolves with their results. */
export function runGroup(group, { cwd }) {
  return Promise.all(group.map((phase) => runPhase(phase, { cwd, prefixed: group.length > 1 })));
}

/** 754 s → '12:34'. */
export function minutes(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The table of times: one row per phase that ran (side-by-side phases marked so), and the whole run's
 * time from its start (not the sum: side-by-side phases overlap).
 */
export function timeTable(groups, totalMs) {
  const rows = [];
  for (const group of groups) {
    for (const result of group) {
      const mark = result.status === 0 ? '' : '  FAILED';
      const beside = group.length > 1 ? '  (side by side)' : '';
      rows.push([result.name, minutes(result.ms), `${beside}${mark}`]);
    }
  }
  rows.push(['total', minutes(totalMs), '']);
  const width = Math.max(...rows.map(([name]) => name.length));
  return rows.map(([name, time, note]) => `  ${name.padEnd(width)}  ${time.padStart(6)}${note}`).join('\n');
}
