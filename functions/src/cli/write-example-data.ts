import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { exampleFiles } from '../local/seed/example-files.ts';

/** Writes the demo data as the import's files into the folder named (default the repository's data/examples/). */
export async function main(args: readonly string[], root = process.cwd()): Promise<number> {
  const folder = args[0] ? resolve(args[0]) : join(root, 'data/examples');
  mkdirSync(folder, { recursive: true });
  for (const file of exampleFiles()) writeFileSync(join(folder, file.name), file.text);
  console.info(`Wrote the demo data to ${folder}`);
  return 0;
}
