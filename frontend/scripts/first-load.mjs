import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import firstScreens from '../first-screens.json' with { type: 'json' };
import { manifestFiles } from './manifest-files.mjs';

/** What a phone may download before a public first screen renders: JS and CSS, gzip. */
export const FIRST_LOAD_BUDGET_BYTES = 180 * 1024;

const ENTRY = 'index.html';

/** The built app's manifest and the gzip size of what loads before given modules run. */
export function firstLoads(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  /** gzip bytes of the modules' chunks, every chunk they import statically and their style sheets. */
  const firstLoadBytes = (entries) =>
    [...manifestFiles(manifest, entries, { css: true })].reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length,
      0,
    );
  return {
    manifest,
    firstLoadBytes,
    /**
     * A public first screen's load (first-screens.json): the page with what it loads at once (a
     * wizard's first step is a chunk of its own, loaded with the page).
     */
    firstScreenBytes: (screen) => firstLoadBytes([ENTRY, ...firstScreens[screen]]),
    entry: ENTRY,
  };
}

/** Every public first screen and its bytes. */
export function firstScreenLoads(dist) {
  const { firstScreenBytes } = firstLoads(dist);
  return Object.keys(firstScreens).map((screen) => ({ screen, bytes: firstScreenBytes(screen) }));
}
