import { describe, expect, it } from 'vitest';
import {
  type ChunkFacts,
  chunkCycle,
  firstLoadChunkOf,
  firstLoadModules,
  PUBLIC_FIRST_LOADS,
  STAFF_ROUTES,
  STAFF_SHELL,
} from './first-load-chunks.ts';

const root = '/app';
const chunk = (fileName: string, facts: Partial<ChunkFacts> = {}): ChunkFacts => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  moduleIds: [],
  ...facts,
});
/** A chunk starting at a page's module (path from the root), holding that module and `moduleIds`. */
const page = (fileName: string, module: string, facts: Partial<ChunkFacts> = {}) =>
  chunk(fileName, {
    facadeModuleId: `${root}/${module}`,
    ...facts,
    moduleIds: [`${root}/${module}`, ...(facts.moduleIds ?? [])],
  });

/** A build of the public pages and the staff side (the modules stand for a page's shared code). */
function build(): ChunkFacts[] {
  const [finder] = PUBLIC_FIRST_LOADS.finder ?? [];
  const [landing] = PUBLIC_FIRST_LOADS.landing ?? [];
  const [interest] = PUBLIC_FIRST_LOADS.interest ?? [];
  const [registration, registrationStep] = PUBLIC_FIRST_LOADS.register ?? [];
  const [lelo, leloStep] = PUBLIC_FIRST_LOADS.lelo ?? [];
  const [notFound] = PUBLIC_FIRST_LOADS.notFound ?? [];
  return [
    chunk('index.js', {
      isEntry: true,
      moduleIds: ['/app/src/main.tsx', '/react.js'],
      imports: ['react.js'],
      dynamicImports: [
        'finder.js',
        'landing.js',
        'interest.js',
        'registration.js',
        'lelo.js',
        'staff-routes.js',
      ],
    }),
    chunk('react.js', { moduleIds: ['/react-dom.js'] }),
    page('finder.js', finder as string, { imports: ['index.js', 'button.js'] }),
    page('landing.js', landing as string, { imports: ['index.js'] }),
    page('interest.js', interest as string, { imports: ['index.js', 'button.js', 'input.js'] }),
    page('registration.js', registration as string, { dynamicImports: ['registration-step.js'] }),
    page('registration-step.js', registrationStep as string, { imports: ['input.js', 'form.js'] }),
    page('lelo.js', lelo as string, { dynamicImports: ['lelo-step.js'] }),
    page('lelo-step.js', leloStep as string, { imports: ['form.js'], dynamicImports: ['signature.js'] }),
    chunk('signature.js', { moduleIds: ['/signature.js'] }),
    chunk('button.js', { moduleIds: ['/button.js'], imports: ['react.js'] }),
    chunk('input.js', { moduleIds: ['/input.js'] }),
    chunk('form.js', { moduleIds: ['/form.js'] }),
    page('staff-routes.js', STAFF_ROUTES, {
      imports: ['index.js'],
      dynamicImports: ['shell.js', 'staff-list.js', 'not-found.js'],
    }),
    page('not-found.js', notFound as string, { imports: ['index.js'] }),
    page('shell.js', STAFF_SHELL, { imports: ['button.js'] }),
    page('staff-list.js', 'src/features/staff-list.tsx', { dynamicImports: ['staff-dialog.js'] }),
    chunk('staff-dialog.js', { moduleIds: ['/staff-dialog.js'], imports: ['form.js'] }),
  ];
}

describe('firstLoadModules', () => {
  const modules = firstLoadModules(build(), root);

  it('marks the modules the entry loads (through its chunks) as the entry’s alone', () => {
    expect(modules['/app/src/main.tsx']).toEqual(['entry']);
    expect(modules['/react-dom.js']).toEqual(['entry']);
  });

  it('lists the public first screens that load a module, the staff shell, and the staff side', () => {
    expect(modules['/button.js']).toEqual(['finder', 'interest', 'shell', 'staff']);
    expect(modules['/input.js']).toEqual(['interest', 'register']);
    // A wizard's first step counts with its page; the staff side uses the form in a dialog it loads later.
    expect(modules['/form.js']).toEqual(['register', 'lelo', 'staff']);
  });

  it('leaves out what only later steps, or only the staff side, load', () => {
    expect(modules['/signature.js']).toBeUndefined();
    expect(modules['/staff-dialog.js']).toBeUndefined();
  });

  it('stops where a public first screen has no chunk of its own', () => {
    const chunks = build().filter((facts) => facts.fileName !== 'lelo-step.js');
    expect(() => firstLoadModules(chunks, root)).toThrow(/no chunk starts at src\/features\/lelo\/steps/);
  });
});

describe('firstLoadChunkOf', () => {
  const chunkOf = firstLoadChunkOf(firstLoadModules(build(), root), new Set(['/app/src/main.tsx']));

  it('packs the entry’s modules into one chunk, except those left alone', () => {
    expect(chunkOf('/react-dom.js')).toBe('app');
    expect(chunkOf('/app/src/main.tsx')).toBeNull();
  });

  it('names a chunk after the screens that load its modules', () => {
    expect(chunkOf('/input.js')).toBe('first-load-interest-register');
    expect(chunkOf('/form.js')).toBe('first-load-register-lelo-staff');
    expect(chunkOf('/button.js')).toBe('first-load-finder-interest-shell-staff');
  });

  it('leaves the modules of no public first screen to the bundler', () => {
    expect(chunkOf('/staff-dialog.js')).toBeNull();
  });
});

describe('chunkCycle', () => {
  it('finds chunks that import each other, and nothing in a tree of imports', () => {
    const tree = [
      { fileName: 'a.js', imports: ['b.js', 'c.js'] },
      { fileName: 'b.js', imports: ['c.js'] },
      { fileName: 'c.js', imports: [] },
    ];
    expect(chunkCycle(tree)).toBeNull();
    expect(chunkCycle([...tree.slice(0, 2), { fileName: 'c.js', imports: ['a.js'] }])).toEqual([
      'a.js',
      'b.js',
      'c.js',
      'a.js',
    ]);
  });
});
