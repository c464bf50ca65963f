// npm start: builds what changed, starts the whole local stack with demo data, prints one ready line.
// npm run dev: the same with Vite's dev server (hot reload) behind the SWA CLI.
import { join } from 'node:path';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { startStack } from './lib/stack.mjs';

const root = new URL('..', import.meta.url).pathname;
const dev = process.argv.includes('--dev');
const started = Date.now();

buildIfStale(root, { frontend: !dev });
let stack;
try {
  stack = await startStack({ root, dataDir: process.env.DATA_DIR ?? join(root, '.data'), dev });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.info(
  `\nReady in ${((Date.now() - started) / 1000).toFixed(1)} s: ${stack.url}  (Ctrl-C stops everything)\n`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.info('\nStopping the local stack...');
    await stack.stop();
    process.exit(0);
  });
}
