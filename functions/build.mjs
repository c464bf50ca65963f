// Builds the Functions package: every function file (src/functions, src/jobs) and the local host
// (src/local/main.ts) as ES modules in dist/, with shared code in common chunks so each module
// (the function registry above all) exists once. npm packages stay external; @enroll/domain is bundled.
// `node build.mjs --azure <folder>` builds what Azure runs into that folder instead: the same files
// without the local host (scripts/azd/package-api.mjs stages the deployed package with it).
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

const azureFlag = process.argv.indexOf('--azure');
const azureOut = azureFlag === -1 ? undefined : process.argv[azureFlag + 1];
if (azureFlag !== -1 && !azureOut) throw new Error('usage: node build.mjs [--azure <folder>]');
const outdir = azureOut ?? join(here, 'dist');

await rm(outdir, { recursive: true, force: true });
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies ?? {})].filter(
  (name) => name !== '@enroll/domain',
);
await build({
  entryPoints: [
    ...(await sources('src/functions')),
    ...(await sources('src/jobs')),
    ...(azureOut ? [] : [join(here, 'src/local/main.ts')]),
  ],
  outdir,
  outbase: join(here, 'src'),
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  external: [...external, '@vercel/cosmosdb-server', 'azurite'],
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
});
