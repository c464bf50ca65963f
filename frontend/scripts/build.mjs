// The front end's build: the browser bundle (dist/), the prerender bundle (dist-prerender/, Node), then
// the prerendered public first screens (scripts/prerender.mjs → dist/prerendered/). `--quiet` prints
// warnings only (the local stack's build).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
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
await build({ root: frontend, logLevel, build: { ssr: 'src/prerender/entry-prerender.tsx' } });
// Its own process: the prerender bundle's React and router must not meet the build's module graph.
const prerender = spawnSync(process.execPath, ['scripts/prerender.mjs'], { cwd: frontend, stdio: 'inherit' });
process.exit(prerender.status ?? 1);
