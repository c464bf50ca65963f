// Runs a command-line tool of the Functions app (functions/src/cli/<name>.ts, which exports
// `main(args, root)` returning the exit code): esbuild bundles it with @enroll/domain, npm packages
// left to node_modules, as functions/build.mjs bundles the functions, so it runs on a fresh clone
// after `npm ci` without a build.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

export async function runFunctionsTool(name, args) {
  const pkg = JSON.parse(readFileSync(join(root, 'functions/package.json'), 'utf8'));
  const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies ?? {})].filter(
    (dependency) => dependency !== '@enroll/domain',
  );
  const outfile = join(root, `node_modules/.cache/enroll-tools/${name}.mjs`);
  await build({
    entryPoints: [join(root, `functions/src/cli/${name}.ts`)],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    external,
    logLevel: 'warning',
  });
  const { main } = await import(pathToFileURL(outfile).href);
  return main(args, root);
}
