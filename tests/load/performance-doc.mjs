// The bench's sections of docs/performance.md: each script rewrites the lines between its markers.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const file = join(new URL('../..', import.meta.url).pathname, 'docs/performance.md');

/** Replaces what stands between `<!-- {name}:start -->` and `<!-- {name}:end -->` with `lines`. */
export function writeDocSection(name, lines) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const current = readFileSync(file, 'utf8');
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  if (from < 0 || to < 0) throw new Error(`docs/performance.md lacks the ${start} / ${end} markers`);
  writeFileSync(file, `${current.slice(0, from + start.length)}\n${lines.join('\n')}\n${current.slice(to)}`);
}
