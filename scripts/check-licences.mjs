// Fails when a package the front end ships to the browser is not permissively licensed (rules in
// lib/licence-policy.mjs). It walks frontend/package.json's dependencies transitively, as Node resolves
// them (dependencies, optional and installed peer dependencies: all can end up in the bundle), and
// reads each package's own package.json. Workspace packages (@enroll/*) are ours: their dependencies are
// walked, their own licence field is not required.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { licenceVerdict } from './lib/licence-policy.mjs';

// The repository root; a test passes another one (a fixture tree) as the first argument.
const root = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..');

// Packages a person has read the licence of, pinned to the version read (an upgrade is read again).
const REVIEWED = new Map([
  [
    'azure-maps-control@3.7.4',
    "Microsoft Azure Maps Web SDK licence (license.txt): proprietary distributable code, no copyleft; the map's SDK",
  ],
  [
    '@mapbox/jsonlint-lines-primitives@2.0.2',
    'no licence field; a fork of zaach/jsonlint, which is MIT licensed (a dependency of the Azure Maps style spec)',
  ],
]);

function readPackage(dir) {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
}

/** The folder of a dependency as Node resolves it from `fromDir` (nearest node_modules upwards). */
function resolveFrom(name, fromDir) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) return null;
  }
}

function isWorkspace(dir) {
  return !relative(root, dir).split(sep).includes('node_modules');
}

/** Every production package reachable from the front end: folder → { pkg, via (the path to it) }. */
function frontendPackages() {
  const found = new Map();
  const visit = (dir, via) => {
    if (found.has(dir)) return;
    const pkg = readPackage(dir);
    found.set(dir, { pkg, via });
    const optional = new Set([
      ...Object.keys(pkg.optionalDependencies ?? {}),
      ...Object.keys(pkg.peerDependencies ?? {}),
    ]);
    const names = new Set([...Object.keys(pkg.dependencies ?? {}), ...optional]);
    for (const name of names) {
      const child = resolveFrom(name, dir);
      if (child) visit(child, [...via, pkg.name]);
      else if (!optional.has(name)) throw new Error(`${name} (needed by ${pkg.name}) is not installed`);
    }
  };
  visit(realpathSync(join(root, 'frontend')), []);
  return found;
}

function main() {
  const packages = frontendPackages();
  const refused = [];
  let checked = 0;
  for (const [dir, { pkg, via }] of packages) {
    if (isWorkspace(dir)) continue;
    checked++;
    if (REVIEWED.has(`${pkg.name}@${pkg.version}`)) continue;
    const verdict = licenceVerdict(pkg.license ?? pkg.licenses);
    if (!verdict.allowed)
      refused.push(`${pkg.name}@${pkg.version}: ${verdict.reason} (via ${via.join(' > ')})`);
  }
  if (refused.length > 0) {
    console.error(`Licence check: ${refused.length} of ${checked} front-end production packages refused:`);
    for (const line of refused) console.error(`  ${line}`);
    console.error('Replace them with permissively licensed packages (see scripts/lib/licence-policy.mjs).');
    process.exit(1);
  }
  console.info(`Licence check: ${checked} front-end production packages, all permissively licensed.`);
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) main();
