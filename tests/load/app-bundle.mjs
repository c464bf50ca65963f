// The app's own modules for the load scripts: bundled from functions/src on the fly (esbuild), so what
// a script measures is the real code path, not a copy.
import { join } from 'node:path';
import { build } from 'esbuild';

export const root = new URL('../..', import.meta.url).pathname;

/** Where the bundle `name` is written: inside the repository, so its npm imports resolve from node_modules. */
export const appBundlePath = (name) => join(root, `node_modules/.cache/bench/${name}.mjs`);

/**
 * Bundles the `exportLines` (export statements with paths from the repository root) into
 * `appBundlePath(name)` and returns that path; the `external` packages stay imports.
 */
export async function buildAppBundle(name, exportLines, external) {
  const outfile = appBundlePath(name);
  await build({
    stdin: { contents: exportLines.join('\n'), resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    outfile,
    external,
    logLevel: 'warning',
  });
  return outfile;
}
