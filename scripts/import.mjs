// npm run import -- [--dry-run] <files or folders>: loads the district's reference data (brands,
// charters, program types, learning centers, sessions, catalogs, course offerings, staff permissions)
// into Cosmos DB; docs/operations.md, "Loading the district's data". The tool's source is
// functions/src/cli/import.ts: esbuild bundles it (with @enroll/domain, npm packages left to
// node_modules) as functions/build.mjs bundles the functions, then it runs.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'functions/package.json'), 'utf8'));
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies ?? {})].filter(
  (name) => name !== '@enroll/domain',
);
const outfile = join(root, 'node_modules/.cache/enroll-import/import.mjs');
await build({
  entryPoints: [join(root, 'functions/src/cli/import.ts')],
  outfile,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  external,
  logLevel: 'warning',
});
const { main } = await import(pathToFileURL(outfile).href);
process.exitCode = await main(process.argv.slice(2), root);
