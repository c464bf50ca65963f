// azd prepackage hook of the `api` service: stages the Function App's deployable folder in dist/api.
//
//   dist/           functions/build.mjs --azure: the function and job files and their shared chunks
//                   (not the local host), @enroll/domain bundled in
//   host.json
//   package.json    type, main glob and the npm dependencies (without workspace packages), each at the
//                   version the lockfile holds
//   node_modules/   exactly the lockfile's production tree of the functions workspace
//
// The dependencies are installed with `npm ci --omit=dev --workspace functions` in a staging copy of
// the workspace manifests and package-lock.json, so every transitive version is the lockfile's, the
// one the tests ran, whatever the operator's npm or Node. Install scripts are not run: no production
// dependency needs one (package-api.test.mjs loads every function from a staged package).
//
// Then what Node never reads in Azure is removed: the font files the PDFs do not use (the font
// packages carry every weight; functions/src/services/pdf/font-files.json names the ones used),
// source maps and type declarations of the dependencies, and the browser and React Native builds the
// @azure packages ship beside their Node build.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const WORKSPACE = 'functions';
const FONT_SCOPE = '@expo-google-fonts';

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** package.json of the deployed app: the functions workspace's, its dependencies at the lockfile's versions. */
export function deployedManifest(functionsManifest, lock) {
  const dependencies = {};
  for (const [name, range] of Object.entries(functionsManifest.dependencies ?? {})) {
    if (name.startsWith('@enroll/')) continue;
    const locked =
      lock.packages[`${WORKSPACE}/node_modules/${name}`] ?? lock.packages[`node_modules/${name}`];
    if (!locked?.version) throw new Error(`package-lock.json has no version of ${name} (${range})`);
    dependencies[name] = locked.version;
  }
  const { name, version, type, main } = functionsManifest;
  return { name, version, private: true, type, main, dependencies };
}

/** Installs the lockfile's production tree of the functions workspace into `target`/node_modules. */
function installFromLockfile(target) {
  const staging = `${target}.install`;
  rmSync(staging, { recursive: true, force: true });
  const rootManifest = readJson(join(root, 'package.json'));
  // npm ci checks the lockfile against every workspace's manifest: all are copied, no sources.
  for (const file of ['package.json', 'package-lock.json']) cpSync(join(root, file), join(staging, file));
  for (const workspace of rootManifest.workspaces) {
    cpSync(join(root, workspace, 'package.json'), join(staging, workspace, 'package.json'));
  }
  run(
    'npm',
    [
      'ci',
      '--omit=dev',
      `--workspace=${WORKSPACE}`,
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
    ],
    staging,
  );
  // The workspace links (@enroll/*) point into the staging copy; the domain is bundled in dist/.
  rmSync(join(staging, 'node_modules/@enroll'), { recursive: true, force: true });
  renameSync(join(staging, 'node_modules'), join(target, 'node_modules'));
  rmSync(staging, { recursive: true, force: true });
}

/** Every file and folder under `folder`, depth first, as paths relative to it with '/' separators. */
function walk(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true }).map((entry) => ({
    path: relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'),
    directory: entry.isDirectory(),
  }));
}

/** Whether Node never reads this file or folder of node_modules in Azure (see the header). */
export function prunable(path, directory, fontFiles) {
  if (path.startsWith(`${FONT_SCOPE}/`)) {
    if (directory) return false;
    const inPackage = path.split('/').slice(2).join('/');
    // Each font package's own manifest and licence stay; of its fonts, only the used files.
    if (!inPackage.includes('/') && !inPackage.endsWith('.ttf')) return false;
    return !fontFiles.includes(path);
  }
  if (directory) return /(^|\/)@azure\/[^/]+\/dist\/(browser|react-native)$/.test(path);
  return /\.(map|d\.ts|d\.mts|d\.cts)$/.test(path);
}

function prune(nodeModules) {
  const fontFiles = Object.values(readJson(join(root, 'functions/src/services/pdf/font-files.json')));
  let removed = 0;
  for (const { path, directory } of walk(nodeModules)) {
    if (prunable(path, directory, fontFiles)) {
      rmSync(join(nodeModules, path), { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}

/** Builds the Function App from functions/ and stages the deployable folder at `out`. */
export function packageApi({ out = join(root, 'dist/api'), log = console.info } = {}) {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  run(process.execPath, [join(root, WORKSPACE, 'build.mjs'), '--azure', join(out, 'dist')], root);
  cpSync(join(root, WORKSPACE, 'host.json'), join(out, 'host.json'));
  const manifest = deployedManifest(
    readJson(join(root, WORKSPACE, 'package.json')),
    readJson(join(root, 'package-lock.json')),
  );
  writeFileSync(join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  installFromLockfile(out);
  const removed = prune(join(out, 'node_modules'));
  log(
    `Staged the Function App in ${relative(root, out) || out} (${removed} unused files and folders left out).`,
  );
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    packageApi();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
