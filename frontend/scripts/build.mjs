// The front end's build: the browser bundle (dist/), the prerender bundle (dist-prerender/, Node), then
// the prerendered public first screens (scripts/prerender.mjs → dist/prerendered/). `--quiet` prints
// warnings only (the local stack's build).
import { spawnSync } from 'node:child_process';
import { build } from 'vite';

const frontend = new URL('..', import.meta.url).pathname;
const logLevel = process.argv.includes('--quiet') ? 'warn' : 'info';

await build({ root: frontend, logLevel });
await build({ root: frontend, logLevel, build: { ssr: 'src/prerender/entry-prerender.tsx' } });
// Its own process: the prerender bundle's React and router must not meet the build's module graph.
const prerender = spawnSync(process.execPath, ['scripts/prerender.mjs'], { cwd: frontend, stdio: 'inherit' });
process.exit(prerender.status ?? 1);
