// Fails when a module imports against the layers' direction (docs/architecture.md, "Import direction"):
//   frontend/src: app/ → features/<name>/ → shared layers (components, api, lib, i18n, brand, staff-session,
//   test) → @enroll/domain. Biome's noRestrictedImports only sees the literal specifier, so it cannot tell
//   `../x` inside a feature from `../other-feature/x`; this script resolves relative specifiers first.
// Rules: 1. features/A never imports features/B; 2. shared layers never import features/ or app/;
//   3. features never import app/; 4. domain/src imports only itself, zod and htmlparser2 (vitest in its tests): no
//   functions, frontend, React, Azure or Node package; 5. functions/src never imports frontend/;
//   6. functions/src goes down only: the entry points (functions/, jobs/, local/) → app/ → services/ →
//   data/ → platform/ (a test file, which no layer ships, may reach any of them); 7. services/ and data/
//   never import the HttpRequest type: handlers read the request into plain values.
// Specifiers read: import/export … from, side-effect imports, import(), require() and vi.mock-style paths
// (a mocked module is a dependency too). No dependencies, so it runs before anything is built.
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE_ROOTS = ['frontend/src', 'domain/src', 'functions/src'];
const SOURCE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.data']);
// functions/src, highest first: a folder imports its own rank or a lower one. The handlers, the queue and
// blob jobs and the local host are entry points alike: nothing below imports them. app/ (the registry and
// the HTTP pipeline around every handler) wires the services and repositories the pipeline needs.
const SERVER_RANKS = { functions: 4, jobs: 4, local: 4, app: 3, services: 2, data: 1, platform: 0 };
const SHARED_LAYERS = new Set(['components', 'api', 'lib', 'i18n', 'brand', 'staff-session']);
const WORKSPACES = {
  '@enroll/domain': 'domain/src',
  '@enroll/frontend': 'frontend',
  '@enroll/functions': 'functions',
};

/** The source with comments blanked out (newlines kept, so offsets and line numbers stay right). */
export function stripComments(source) {
  let out = '';
  let state = 'code';
  // One entry per open template literal `${`: the depth of `{` opened inside that substitution.
  const templates = [];
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    const next = source[i + 1];
    if (state === 'line') {
      if (c === '\n') {
        state = 'code';
        out += c;
      } else out += ' ';
    } else if (state === 'block') {
      if (c === '*' && next === '/') {
        state = 'code';
        out += '  ';
        i++;
      } else out += c === '\n' ? c : ' ';
    } else if (state === "'" || state === '"') {
      out += c;
      if (c === '\\') out += source[++i] ?? '';
      // A quote string never spans lines: an unmatched quote (say in a regex literal) stops at the newline.
      else if (c === state || c === '\n') state = 'code';
    } else if (state === '`') {
      out += c;
      if (c === '\\') out += source[++i] ?? '';
      else if (c === '`') state = 'code';
      else if (c === '$' && next === '{') {
        out += '{';
        i++;
        templates.push(0);
        state = 'code';
      }
    } else if (c === '/' && next === '/') {
      state = 'line';
      out += '  ';
      i++;
    } else if (c === '/' && next === '*') {
      state = 'block';
      out += '  ';
      i++;
    } else {
      out += c;
      if (c === "'" || c === '"' || c === '`') state = c;
      else if (templates.length > 0 && c === '{') templates[templates.length - 1]++;
      else if (templates.length > 0 && c === '}') {
        if (templates[templates.length - 1] === 0) {
          templates.pop();
          state = '`';
        } else templates[templates.length - 1]--;
      }
    }
  }
  return out;
}

const SPECIFIER_PATTERNS = [
  // import x from '…', import type { A } from '…', export * from '…', import '…'
  /(?:^|[^\w$.])(?:import|export)\s+(?:type\s+)?(?:[\w$*{}\s,]+?\s+from\s*)?(['"])([^'"\n]+)\1/g,
  // import('…') (also `typeof import('…')`) and require('…')
  /(?:^|[^\w$.])(?:import|require)\s*\(\s*(['"`])([^'"`\n]+)\1/g,
  // vi.mock('…'), vi.doMock, vi.importActual<…>('…'), …
  /\bvi\s*\.\s*(?:mock|doMock|unmock|doUnmock|importActual|importMock)\s*(?:<[^>]*>)?\s*\(\s*(['"`])([^'"`\n]+)\1/g,
];

/** Every module specifier in a source file, with its 1-based line, in source order. */
export function findSpecifiers(source) {
  const code = stripComments(source);
  const found = new Map();
  for (const pattern of SPECIFIER_PATTERNS) {
    for (const match of code.matchAll(pattern)) {
      const specifier = match[2];
      if (specifier.includes('${')) continue; // computed at run time: nothing to resolve
      const index = match.index + match[0].lastIndexOf(specifier);
      found.set(index, specifier);
    }
  }
  return [...found.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, specifier]) => ({ specifier, line: code.slice(0, index).split('\n').length }));
}

/** What a specifier in `importer` (a repository-relative posix path) points at: a path or a package. */
export function resolveSpecifier(importer, specifier) {
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..')
    return { path: posix.normalize(posix.join(posix.dirname(importer), specifier)) };
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  if (WORKSPACES[name]) return { path: posix.join(WORKSPACES[name], ...parts.slice(2)), package: name };
  return { package: name };
}

/** The layer a repository-relative path belongs to. */
export function layerOf(path) {
  const parts = path.split('/');
  if (parts[0] === 'frontend' && parts[1] === 'src') {
    const top = parts[2];
    if (parts.length > 3 && top === 'features') return { layer: 'feature', feature: parts[3] };
    if (parts.length > 3 && top === 'app') return { layer: 'app' };
    if (parts.length > 3 && SHARED_LAYERS.has(top)) return { layer: 'shared', name: top };
    if (parts.length > 3 && top === 'test') return { layer: 'test' };
    return { layer: 'frontend' };
  }
  if (parts[0] === 'frontend') return { layer: 'frontend' };
  if (parts[0] === 'domain') return { layer: 'domain' };
  if (parts[0] === 'functions') {
    const rank = parts[1] === 'src' && parts.length > 3 ? SERVER_RANKS[parts[2]] : undefined;
    return rank === undefined ? { layer: 'functions' } : { layer: 'functions', server: parts[2], rank };
  }
  return { layer: 'other' };
}

// zod for the schemas; htmlparser2 for the one HTML rule both sides run (staff-written HTML as the
// plain paragraphs a family signs): pure JavaScript, no I/O, the tokenizer sanitize-html is built on.
const DOMAIN_PACKAGES = new Set(['zod', 'htmlparser2', '@enroll/domain']);
const isTestFile = (path) => /\.test\.[cm]?[jt]sx?$/.test(path);

/** Why `importer` may not import `specifier`, or null when the import goes the right way. */
export function violation(importer, specifier) {
  const from = layerOf(importer);
  const target = resolveSpecifier(importer, specifier);
  const to = target.path ? layerOf(target.path) : null;

  if (from.layer === 'domain') {
    if (to && to.layer !== 'domain')
      return `domain/src imports only itself, zod and htmlparser2, not ${target.path}`;
    if (!to && !DOMAIN_PACKAGES.has(target.package) && !(isTestFile(importer) && target.package === 'vitest'))
      return `domain/src is pure TypeScript + zod + htmlparser2: no package ${target.package}`;
    return null;
  }
  if (from.layer === 'functions') {
    if (target.path === 'frontend' || target.path?.startsWith('frontend/'))
      return 'functions/src never imports the front end';
    if (from.rank !== undefined && to?.rank !== undefined && to.rank > from.rank && !isTestFile(importer))
      return `${from.server}/ imports ${to.server}/: functions/src goes down only (functions, jobs, local → app → services → data → platform)`;
    return null;
  }
  if (!to) return null;
  if (from.layer === 'feature' && to.layer === 'feature' && to.feature !== from.feature)
    return `features/${from.feature} imports features/${to.feature}: features never import each other (move the shared part to components/, lib/ or api/)`;
  if (from.layer === 'feature' && to.layer === 'app')
    return 'features never import app/ (the router imports them)';
  if (from.layer === 'shared' && (to.layer === 'feature' || to.layer === 'app'))
    return `${from.name}/ is a shared layer: it never imports ${to.layer === 'app' ? 'app/' : `features/${to.feature}`}`;
  return null;
}

function* sourceFiles(root, folder) {
  let entries;
  try {
    entries = readdirSync(join(root, folder), { withFileTypes: true });
  } catch {
    return; // a source root that does not exist (a fixture tree) has nothing to check
  }
  for (const entry of entries) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) yield* sourceFiles(root, path);
    } else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** Every wrong-way import under `root`: { file, line, specifier, reason }. */
export function checkTree(root) {
  const found = [];
  for (const sourceRoot of SOURCE_ROOTS) {
    for (const file of sourceFiles(root, sourceRoot)) {
      const source = readFileSync(join(root, file), 'utf8');
      for (const { specifier, line } of findSpecifiers(source)) {
        const reason = violation(file, specifier);
        if (reason) found.push({ file, line, specifier, reason });
      }
      found.push(...requestReads(file, source));
    }
  }
  return found;
}

const REQUEST_TYPE_IMPORT =
  /import\s+(?:type\s+)?\{[^}]*\bHttpRequest\b[^}]*\}\s*from\s*(['"])@azure\/functions\1/g;

/**
 * Services and repositories take plain values (scope, id, ETag, input, staff member); only handlers and
 * platform/ read an HttpRequest. Rule 7: services/ and data/ never import the HttpRequest type.
 */
export function requestReads(file, source) {
  const { rank } = layerOf(file);
  if (
    rank === undefined ||
    rank > SERVER_RANKS.services ||
    rank === SERVER_RANKS.platform ||
    isTestFile(file)
  )
    return [];
  const code = stripComments(source);
  return [...code.matchAll(REQUEST_TYPE_IMPORT)].map((match) => ({
    file,
    line: code.slice(0, match.index).split('\n').length,
    specifier: '@azure/functions',
    reason: `${layerOf(file).server}/ takes plain values, never an HttpRequest (the handler reads the request)`,
  }));
}

function main() {
  // The repository root; a test passes another one (a fixture tree) as the first argument.
  const root = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..');
  const found = checkTree(root);
  if (found.length > 0) {
    console.error(`Import direction: ${found.length} import(s) against the layers (docs/architecture.md):`);
    for (const v of found) console.error(`  ${v.file}:${v.line} '${v.specifier}': ${v.reason}`);
    process.exit(1);
  }
  console.info(
    'Import direction: every import of frontend/src, domain/src and functions/src goes the right way.',
  );
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) main();
