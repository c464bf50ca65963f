// The first-load budget as a check in `npm test`: every public first screen (first-screens.json) of
// the built app downloads at most 180 KB of JS and CSS (gzip) before it renders, as the architecture
// promises phones. Run after the build; a screen over the budget fails the run with its figure.
import { join } from 'node:path';
import { FIRST_LOAD_BUDGET_BYTES, firstScreenLoads } from './first-load.mjs';

const dist = join(new URL('..', import.meta.url).pathname, 'dist');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const loads = firstScreenLoads(dist);
const over = loads.filter(({ bytes }) => bytes > FIRST_LOAD_BUDGET_BYTES);
for (const { screen, bytes } of loads) {
  console.info(
    `${bytes > FIRST_LOAD_BUDGET_BYTES ? '✘' : '✓'} ${screen}: ${kb(bytes)} of ${kb(FIRST_LOAD_BUDGET_BYTES)}`,
  );
}
if (over.length > 0) {
  console.error(`First-load budget exceeded: ${over.map(({ screen }) => screen).join(', ')}`);
  process.exit(1);
}
