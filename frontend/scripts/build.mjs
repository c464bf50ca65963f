// The front end's build: the browser bundle (dist/), the prerender bundle (dist-prerender/, Node), then
// the prerendered public first screens (scripts/prerender.mjs → dist/prerendered/). `--quiet` prints
// warnings only (the local stack's build).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { build } from 'vite';

const frontend = new URL('..', import.meta.url).pathname;
const logLevel = process.argv.includes('--quiet') ? 'warn' : 'info';

// The browser bundle in two passes (vite-plugins/first-load-chunks.ts): the first, written nowhere and
// neither minified nor mapped, only tells which modules each first screen loads once tree-shaken;
// the second packs the chunks by that.
const firstLoads = join(frontend, 'node_modules/.cache/first-loads.json');
mkdirSync(join(frontend, 'node_modules/.cache'), { recursive: true });
process.env.FIRST_LOADS_RECORD = firstLoads;
await build({ root: frontend, logLevel: 'warn', build: { write: false, minify: false, sourcemap: false } });
delete process.env.FIRST_LOADS_RECORD;
process.env.FIRST_LOADS = firstLoads;
await build({ root: frontend, logLevel });
delete process.env.FIRST_LOADS;
// The source maps stay on the build machine (dist-sourcemaps/, the same paths): the deployed site
// (dist/) does not publish the source; an error's stack can be mapped with them where it is read.
const dist = join(frontend, 'dist');
const maps = join(frontend, 'dist-sourcemaps');
rmSync(maps, { recursive: true, force: true });
for (const entry of readdirSync(dist, { withFileTypes: true, recursive: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.map')) continue;
  const target = join(maps, relative(dist, join(entry.parentPath, entry.name)));
  mkdirSync(dirname(target), { recursive: true });
  renameSync(join(entry.parentPath, entry.name), target);
}
await build({ root: frontend, logLevel, build: { ssr: 'src/prerender/entry-prerender.tsx' } });
// Its own process: the prerender bundle's React and router must not meet the build's module graph.
const prerender = spawnSync(process.execPath, ['scripts/prerender.mjs'], { cwd: frontend, stdio: 'inherit' });
process.exit(prerender.status ?? 1);
