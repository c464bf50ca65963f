import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import firstScreens from '../first-screens.json' with { type: 'json' };

/**
 * The public pages a family opens first, each with the modules its first screen loads (the page's
 * module, then a wizard's first step, which is a chunk of its own loaded with the page), as paths from
 * frontend/ (first-screens.json: scripts/prerender.mjs preloads the same modules' chunks, and
 * tests/load/bench.mjs counts their bytes). The page for an address that does not exist is one too:
 * it is a staff route, but families land on it from mistyped links.
 */
export const PUBLIC_FIRST_LOADS: Readonly<Record<string, readonly string[]>> = firstScreens;

/**
 * The staff side's route table, and the staff shell every staff page loads with it: what the table
 * loads, at once or later, is the staff side's code.
 */
export const STAFF_ROUTES = 'src/app/staff-routes.tsx';
export const STAFF_SHELL = 'src/features/staff-shell/staff-routes.ts';

/** The modules every screen loads with the entry. */
const ENTRY = 'entry';
/** The modules every staff page loads (the table and the shell). */
const SHELL = 'shell';
/** The modules the staff side loads. */
const STAFF = 'staff';

/**
 * Module id → where it is loaded: the public first screens (keys of PUBLIC_FIRST_LOADS), then 'shell'
 * when every staff page loads it and 'staff' when any staff code does; or ['entry'] alone for the
 * entry's own modules.
 */
export type FirstLoadModules = Record<string, string[]>;

/** The parts of an output chunk this reads (rolldown's OutputChunk has them all). */
export interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  dynamicImports: readonly string[];
  moduleIds: readonly string[];
}

/**
 * From a build's chunks: where each module of a first screen is loaded. The chunks are the
 * tree-shaken output, so a module counts only where its code is used, not wherever a package's
 * index names it (which the module graph alone would say).
 */
export function firstLoadModules(chunks: readonly ChunkFacts[], root: string): FirstLoadModules {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkAt = (module: string) => {
    const id = join(root, module);
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
    if (!chunk) throw new Error(`first-load-chunks: no chunk starts at ${module}`);
    return chunk;
  };
  /** The chunks of `starts` and what they import (with `lazily`, dynamically too), short of `skip`. */
  const chunksFrom = (
    starts: readonly ChunkFacts[],
    lazily: boolean,
    skip: ReadonlySet<ChunkFacts> = new Set(),
  ) => {
    const seen = new Set<ChunkFacts>();
    const pending = [...starts];
    for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
      if (seen.has(chunk) || skip.has(chunk)) continue;
      seen.add(chunk);
      for (const file of lazily ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports) {
        const imported = byFile.get(file);
        if (imported) pending.push(imported);
      }
    }
    return seen;
  };
  const moduleIds = (found: ReadonlySet<ChunkFacts>) => [...found].flatMap((chunk) => chunk.moduleIds);

  const entry = chunksFrom(
    chunks.filter((chunk) => chunk.isEntry),
    false,
  );
  const result: FirstLoadModules = {};
  for (const id of moduleIds(entry)) result[id] = [ENTRY];
  const add = (screen: string, ids: readonly string[], only: (id: string) => boolean) => {
    for (const id of ids) {
      if (result[id]?.[0] === ENTRY || !only(id)) continue;
      result[id] = [...(result[id] ?? []), screen];
    }
  };
  for (const [page, modules] of Object.entries(PUBLIC_FIRST_LOADS)) {
    add(page, moduleIds(chunksFrom(modules.map(chunkAt), false, entry)), () => true);
  }
  const inPublic = (id: string) => id in result;
  add(SHELL, moduleIds(chunksFrom([chunkAt(STAFF_ROUTES), chunkAt(STAFF_SHELL)], false, entry)), inPublic);
  // The entry's chunks are left out: its lazy imports are every page, public ones included.
  add(STAFF, moduleIds(chunksFrom([chunkAt(STAFF_ROUTES)], true, entry)), inPublic);
  return result;
}

/** A bundle's chunks, without its assets. */
function outputChunks(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  return Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
}

/** The first pass of the build (scripts/build.mjs): writes `firstLoadModules` of its output to `file`. */
export function recordFirstLoads(file: string, root: string): Plugin {
  return {
    name: 'record-first-loads',
    apply: 'build',
    generateBundle(_options, bundle) {
      writeFileSync(file, JSON.stringify(firstLoadModules(outputChunks(bundle), root)));
    },
  };
}

/**
 * The chunk of each module of a first screen, or null where the bundler's own splitting decides.
 *
 * Left to itself, the bundler gives each set of lazy pages, steps and dialogs that share modules a
 * chunk of its own. The registration's first screen was 70 files; each is compressed on its own, so
 * that cost 19 KB gzip there (188.6 KB in 70 files against 169.3 KB as one file). Here:
 * - the entry's modules are one chunk ('app'), which every screen loads;
 * - a public first screen's other modules share a chunk with the modules loaded by the same public
 *   screens, by the staff shell or not, and by the rest of the staff side or not: a staff page loads
 *   none of the public-only modules, and the shell, which every staff page loads, none of the
 *   other staff pages' (a staff page still loads whatever other staff pages share with the public
 *   screens its modules come with: up to 35 KB more per staff page than the bundler's split);
 * - the pages' own modules, and the entry's, stay the chunks the manifest names them by.
 * A module's imports are loaded wherever the module is, so a chunk's imports are in the same or a
 * wider chunk: the chunks import each other without a cycle, and need not pull their imports in.
 */
export function firstLoadChunkOf(modules: FirstLoadModules, leaveAlone: ReadonlySet<string>) {
  return (id: string): string | null => {
    const screens = modules[id];
    if (!screens || leaveAlone.has(id)) return null;
    return screens[0] === ENTRY ? 'app' : `first-load-${screens.join('-')}`;
  };
}

/** The second pass's `output.codeSplitting`, from the first pass's `file`. */
export function firstLoadChunking(file: string, root: string) {
  const modules = JSON.parse(readFileSync(file, 'utf8')) as FirstLoadModules;
  const leaveAlone = new Set([
    join(root, 'index.html'),
    join(root, 'src/main.tsx'),
    ...Object.values(PUBLIC_FIRST_LOADS).flatMap((paths) => paths.map((path) => join(root, path))),
  ]);
  return {
    groups: [
      {
        name: firstLoadChunkOf(modules, leaveAlone),
        debugName: 'first screens',
        includeDependenciesRecursively: false,
      },
    ],
  };
}

/** The first chunk import cycle among `chunks` (their file names, the first repeated), or null. */
export function chunkCycle(chunks: readonly Pick<ChunkFacts, 'fileName' | 'imports'>[]): string[] | null {
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    const open = path.indexOf(file);
    if (open >= 0) return [...path.slice(open), file];
    if (done.has(file)) return null;
    path.push(file);
    for (const imported of importsOf.get(file) ?? []) {
      const cycle = visit(imported);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(file);
    return null;
  };
  for (const chunk of chunks) {
    const cycle = visit(chunk.fileName);
    if (cycle) return cycle;
  }
  return null;
}

/**
 * The second pass's check of what `firstLoadChunking` promises: chunks that import each other in a
 * cycle would run a module before one it imports. The build stops instead.
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const cycle = chunkCycle(outputChunks(bundle));
      if (cycle) this.error(`chunks import each other in a cycle: ${cycle.join(' → ')}`);
    },
  };
}
