// Builds the Functions package: every function file (src/functions, src/jobs) and the local host
// (src/local/main.ts) as ES modules in dist/, with shared code in common chunks so each module
// (the function registry above all) exists once. npm packages stay external; @enroll/domain is bundled.
import { readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));

async function sources(dir) {
  const entries = await readdir(join(here, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

await rm(join(here, 'dist'), { recursive: true, force: true });
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies ?? {})].filter(
  (name) => name !== '@enroll/domain',
);
await build({
  entryPoints: [
    ...(await sources('src/functions')),
    ...(await sources('src/jobs')),
    join(here, 'src/local/main.ts'),
  ],
  outdir: join(here, 'dist'),
  outbase: join(here, 'src'),
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  external: [...external, '@vercel/cosmosdb-server', 'azurite'],
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
});
