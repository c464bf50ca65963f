import { spawnSync } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import archiver from 'archiver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageApi, prunable } from './package-api.mjs';

/**
 * The package azd deploys to the Function App, staged outside the repository (so Node cannot fall back
 * to the repository's node_modules), is the one the tests ran: the lockfile's versions, every function
 * loading from its own node_modules, and small enough to upload and start quickly.
 */
const root = resolve(import.meta.dirname, '../..');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
const fontFiles = Object.values(
  JSON.parse(readFileSync(join(root, 'functions/src/services/pdf/font-files.json'), 'utf8')),
);
/** Flex Consumption uploads and unpacks the zip on every cold start of a new instance. */
const ZIP_BUDGET_BYTES = 40 * 1024 * 1024;

const folder = mkdtempSync(join(tmpdir(), 'package-api-'));
const app = join(folder, 'app');

beforeAll(() => {
  packageApi({ out: app, log: () => {} });
}, 300_000);

// The staged package holds a whole node_modules: removing it outlasts the default hook time on a busy machine.
afterAll(() => rmSync(folder, { recursive: true, force: true }), 120_000);

/** The lockfile paths (`node_modules/a/node_modules/b`) of every package installed under `nodeModules`. */
function installedPackages(nodeModules, prefix = 'node_modules') {
  if (!existsSync(nodeModules)) return [];
  return readdirSync(nodeModules, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name.startsWith('.')) return [];
    const names = entry.name.startsWith('@')
      ? readdirSync(join(nodeModules, entry.name)).map((inner) => `${entry.name}/${inner}`)
      : [entry.name];
    return names.flatMap((name) => [
      `${prefix}/${name}`,
      ...installedPackages(join(nodeModules, name, 'node_modules'), `${prefix}/${name}/node_modules`),
    ]);
  });
}

/** Where Node finds `name` from the package at lockfile path `from`, in the lockfile's tree. */
function resolveInLock(from, name) {
  let base = from;
  for (;;) {
    const candidate = base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (base === '') return null;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

/** The lockfile paths of the production tree of the functions workspace (workspace links followed, not kept). */
function expectedPackages() {
  const found = new Set();
  const visit = (path) => {
    const entry = lock.packages[path];
    const target = entry.link ? entry.resolved : path;
    if (!entry.link) {
      if (found.has(path)) return;
      found.add(path);
    }
    const own = lock.packages[target];
    const peers = Object.keys(own.peerDependencies ?? {}).filter(
      (name) => own.peerDependenciesMeta?.[name]?.optional !== true,
    );
    for (const name of [
      ...Object.keys(own.dependencies ?? {}),
      ...Object.keys(own.optionalDependencies ?? {}),
      ...peers,
    ]) {
      const resolved = resolveInLock(target, name);
      if (resolved) visit(resolved);
      else if (!(name in (own.optionalDependencies ?? {})))
        throw new Error(`${target} needs ${name}: not locked`);
    }
  };
  for (const name of Object.keys(lock.packages.functions.dependencies)) {
    visit(resolveInLock('functions', name));
  }
  return [...found].filter((path) => !path.startsWith('node_modules/@enroll/'));
}

// Each test reads or runs the staged package: seconds on a quiet machine, more on a busy one.
describe('the staged Function App package', { timeout: 150_000 }, () => {
  it('holds exactly the production tree of package-lock.json, at its versions', () => {
    const installed = installedPackages(join(app, 'node_modules'));
    expect(installed.length).toBeGreaterThan(100);
    expect(installed.sort()).toEqual(expectedPackages().sort());
    const differing = installed.filter((path) => {
      const version = JSON.parse(readFileSync(join(app, path, 'package.json'), 'utf8')).version;
      return version !== lock.packages[path].version;
    });
    expect(differing).toEqual([]);
  });

  it('declares each direct dependency at the version it ships', () => {
    const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'));
    const functionsManifest = JSON.parse(readFileSync(join(root, 'functions/package.json'), 'utf8'));
    expect(manifest.main).toBe(functionsManifest.main);
    const direct = Object.keys(functionsManifest.dependencies).filter((name) => !name.startsWith('@enroll/'));
    expect(Object.keys(manifest.dependencies).sort()).toEqual(direct.sort());
    for (const [name, version] of Object.entries(manifest.dependencies)) {
      expect(JSON.parse(readFileSync(join(app, 'node_modules', name, 'package.json'), 'utf8')).version).toBe(
        version,
      );
    }
  });

  it('registers a function for every function file of functions/, loaded as the Node.js worker loads it', () => {
    const output = join(folder, 'probe.json');
    const run = spawnSync(
      process.execPath,
      [join(root, 'functions/src/app/azure-runtime-probe.mjs'), output, app],
      { encoding: 'utf8', timeout: 120_000 },
    );
    expect(run.status, run.stderr).toBe(0);
    const probe = JSON.parse(readFileSync(output, 'utf8'));
    // Each file of src/functions and src/jobs registers one function (azure-registrations.test.ts).
    const sources = ['functions', 'jobs'].flatMap((kind) =>
      readdirSync(join(root, 'functions/src', kind), { recursive: true })
        .map((path) => `${kind}/${String(path).split(sep).join('/')}`)
        .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts')),
    );
    expect(sources.length).toBeGreaterThan(50);
    expect(probe.files.map((file) => file.replace(/^dist\//, '').replace(/\.js$/, '.ts')).sort()).toEqual(
      sources.sort(),
    );
    expect(probe.registered).toHaveLength(sources.length);
    const triggerTypes = probe.registered.flatMap((entry) =>
      Object.values(entry.metadata.bindings).map((b) => b.type),
    );
    expect(triggerTypes).toContain('blobTrigger');
    expect(existsSync(join(app, 'dist/local'))).toBe(false);
  });

  it('imports every direct dependency, the lazily imported ones too, from the package', () => {
    const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'));
    const names = Object.keys(manifest.dependencies).filter(
      (name) => !name.startsWith('@expo-google-fonts/'),
    );
    const script = `for (const name of ${JSON.stringify(names)}) await import(name);\nprocess.exit(0);`;
    const run = spawnSync(process.execPath, ['--input-type=module', '--eval', script], {
      cwd: app,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
  });

  it('ships the font files the PDFs use and no other', () => {
    const fonts = readdirSync(join(app, 'node_modules/@expo-google-fonts'), { recursive: true })
      .map((path) => `@expo-google-fonts/${String(path).split(sep).join('/')}`)
      .filter((path) => path.endsWith('.ttf'));
    expect(fonts.sort()).toEqual([...fontFiles].sort());
  });

  it(`zips to at most ${ZIP_BUDGET_BYTES / 1024 / 1024} MB`, async () => {
    const zipPath = join(folder, 'app.zip');
    await new Promise((done, fail) => {
      const output = createWriteStream(zipPath);
      const zip = archiver('zip', { zlib: { level: 6 } });
      output.on('close', done);
      zip.on('error', fail);
      zip.pipe(output);
      zip.directory(app, false);
      zip.finalize();
    });
    const size = statSync(zipPath).size;
    expect(size, `${(size / 1024 / 1024).toFixed(1)} MB`).toBeLessThanOrEqual(ZIP_BUDGET_BYTES);
  });
});

describe('what the package leaves out', () => {
  it('is the unused fonts, source maps, type declarations and browser builds', () => {
    const keep = (path, directory = false) => !prunable(path, directory, fontFiles);
    expect(keep(fontFiles[0])).toBe(true);
    expect(keep('@expo-google-fonts/noto-sans/100Thin/NotoSans_100Thin.ttf')).toBe(false);
    expect(keep('@expo-google-fonts/noto-sans/package.json')).toBe(true);
    expect(keep('@expo-google-fonts/noto-sans/LICENSE')).toBe(true);
    expect(keep('@expo-google-fonts/noto-sans/400Regular/index.js')).toBe(false);
    expect(keep('@azure/cosmos/dist/browser', true)).toBe(false);
    expect(keep('@azure/cosmos/dist/commonjs', true)).toBe(true);
    expect(keep('@azure/cosmos/dist/esm/index.js.map')).toBe(false);
    expect(keep('tedious/lib/index.d.ts')).toBe(false);
    expect(keep('tedious/lib/index.js')).toBe(true);
    expect(relative(root, app).startsWith('..')).toBe(true);
  });
});
