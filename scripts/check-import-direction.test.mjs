import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkTree,
  findSpecifiers,
  layerOf,
  requestReads,
  resolveSpecifier,
  violation,
} from './check-import-direction.mjs';

describe('findSpecifiers', () => {
  it('reads static, type-only, re-export, side-effect, dynamic, require and vi.mock specifiers with their line', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      'import {',
      '  c,',
      '  d,',
      "} from './cd.ts';",
      "export * from './e.ts';",
      "export { f } from './f.ts';",
      "import './side-effect.css';",
      "const g = await import('./g.tsx');",
      "const h = require('h-package');",
      "vi.mock('./i.ts', () => ({}));",
      "const j = await vi.importActual<typeof import('./j.ts')>('./j.ts');",
      'import x, * as y from "./double-quoted.ts";',
    ].join('\n');
    expect(findSpecifiers(source)).toEqual([
      { specifier: './a.ts', line: 1 },
      { specifier: '../b.ts', line: 2 },
      { specifier: './cd.ts', line: 6 },
      { specifier: './e.ts', line: 7 },
      { specifier: './f.ts', line: 8 },
      { specifier: './side-effect.css', line: 9 },
      { specifier: './g.tsx', line: 10 },
      { specifier: 'h-package', line: 11 },
      { specifier: './i.ts', line: 12 },
      { specifier: './j.ts', line: 13 },
      { specifier: './j.ts', line: 13 },
      { specifier: './double-quoted.ts', line: 14 },
    ]);
  });

  it('ignores comments, exports without a source and computed import paths', () => {
    const source = [
      "// import { a } from '../other/a.ts';",
      "/* import b from '../other/b.ts'; */",
      "const url = 'https://example.test/x'; // import c from '../other/c.ts'",
      'const template = `\u0024{1}`; /* } */', // \u0024 is $: the lines are source text
      'export { local };',
      'export const value = 1;',
      'const page = await import(`./pages/\u0024{name}.tsx`);',
      "import { kept } from './kept.ts';",
    ].join('\n');
    expect(findSpecifiers(source)).toEqual([{ specifier: './kept.ts', line: 8 }]);
  });
});

describe('resolveSpecifier and layerOf', () => {
  it('resolves relative paths against the importer and workspace packages to their folder', () => {
    expect(resolveSpecifier('frontend/src/features/a/steps/x.ts', '../../b/y.ts')).toEqual({
      path: 'frontend/src/features/b/y.ts',
    });
    expect(resolveSpecifier('frontend/src/app/router.tsx', '@enroll/domain')).toEqual({
      path: 'domain/src',
      package: '@enroll/domain',
    });
    expect(resolveSpecifier('domain/src/x.ts', '@azure/functions/sub')).toEqual({
      package: '@azure/functions',
    });
    expect(resolveSpecifier('domain/src/x.ts', 'zod/mini')).toEqual({ package: 'zod' });
  });

  it('names the layer of a path', () => {
    expect(layerOf('frontend/src/features/lelo/steps/a.ts')).toEqual({ layer: 'feature', feature: 'lelo' });
    expect(layerOf('frontend/src/app/router.tsx')).toEqual({ layer: 'app' });
    expect(layerOf('frontend/src/staff-session/use-staff.ts')).toEqual({
      layer: 'shared',
      name: 'staff-session',
    });
    expect(layerOf('frontend/src/test/mock-api.ts')).toEqual({ layer: 'test' });
    expect(layerOf('frontend/src/main.tsx')).toEqual({ layer: 'frontend' });
    expect(layerOf('domain/src/index.ts')).toEqual({ layer: 'domain' });
    expect(layerOf('functions/src/functions/sites/x.ts')).toEqual({
      layer: 'functions',
      server: 'functions',
      rank: 4,
    });
    expect(layerOf('functions/src/data/x.ts')).toEqual({ layer: 'functions', server: 'data', rank: 1 });
    expect(layerOf('functions/package.json')).toEqual({ layer: 'functions' });
  });
});

describe('violation', () => {
  const feature = 'frontend/src/features/lelo/steps/classes/offering-fixture.ts';

  it('lets a feature import itself, the shared layers and the domain', () => {
    expect(violation(feature, '../../test-utils/fixtures.ts')).toBeNull();
    expect(violation(feature, '../../../../components/wizard/wizard.tsx')).toBeNull();
    expect(violation(feature, '../../../../staff-session/use-staff.ts')).toBeNull();
    expect(violation(feature, '../../../../test/mock-api.ts')).toBeNull();
    expect(violation(feature, '@enroll/domain')).toBeNull();
    expect(violation(feature, '@fluentui/react-components')).toBeNull();
  });

  it('1: refuses a feature importing another feature, by any path', () => {
    expect(violation(feature, '../../../registration/x.ts')).toMatch(
      'features/lelo imports features/registration',
    );
    expect(violation('frontend/src/features/dashboard/page.tsx', '../failed-jobs/banner.tsx')).toMatch(
      'features never import each other',
    );
  });

  it('2: refuses a shared layer importing a feature or app/', () => {
    expect(violation('frontend/src/components/wizard/w.tsx', '../../features/lelo/x.ts')).toMatch(
      'components/ is a shared layer',
    );
    expect(violation('frontend/src/api/sites.ts', '../app/query-client.ts')).toMatch('never imports app/');
    expect(violation('frontend/src/lib/x.ts', '../features/a/y.ts')).toMatch('never imports features/a');
    expect(violation('frontend/src/components/wizard/w.tsx', '../../lib/api-client.ts')).toBeNull();
  });

  it('3: refuses a feature importing app/; app/ and main.tsx may import features', () => {
    expect(violation(feature, '../../../../app/router.tsx')).toMatch('features never import app/');
    expect(violation('frontend/src/app/staff-routes.tsx', '../features/lelo/lelo-page.tsx')).toBeNull();
    expect(violation('frontend/src/main.tsx', './app/router.tsx')).toBeNull();
  });

  it('4: keeps domain/src to itself and zod (vitest in its tests)', () => {
    const domain = 'domain/src/interest/interest-entry.ts';
    expect(violation(domain, '../shared/text.ts')).toBeNull();
    expect(violation(domain, 'zod/mini')).toBeNull();
    expect(violation('domain/src/interest/interest-entry.test.ts', 'vitest')).toBeNull();
    expect(violation(domain, 'vitest')).toMatch('no package vitest');
    expect(violation(domain, 'react')).toMatch('no package react');
    expect(violation(domain, '@azure/cosmos')).toMatch('no package @azure/cosmos');
    expect(violation(domain, 'node:crypto')).toMatch('no package node:crypto');
    expect(violation(domain, '../../../functions/src/x.ts')).toMatch('not functions/src/x.ts');
    expect(violation(domain, '../../../frontend/src/lib/x.ts')).toMatch('not frontend/src/lib/x.ts');
    expect(violation(domain, '@enroll/functions')).toMatch('not functions');
  });

  it('5: refuses functions/src importing the front end', () => {
    const fn = 'functions/src/services/export/excel.ts';
    expect(violation(fn, '../../../../frontend/src/lib/x.ts')).toMatch('never imports the front end');
    expect(violation(fn, '@enroll/frontend')).toMatch('never imports the front end');
    expect(violation(fn, '@enroll/domain')).toBeNull();
    expect(violation(fn, '../../data/cosmos-client.ts')).toBeNull();
  });

  it('6: lets functions/src import only downwards: entry points → app → services → data → platform', () => {
    const handler = 'functions/src/functions/sites/site-get.ts';
    const service = 'functions/src/services/sites/site-lookup.ts';
    const repository = 'functions/src/data/sites-repository.ts';
    const platform = 'functions/src/platform/config.ts';
    expect(violation(handler, '../../app/registry.ts')).toBeNull();
    expect(violation(handler, '../../services/sites/site-lookup.ts')).toBeNull();
    expect(violation(handler, '../../platform/http-responses.ts')).toBeNull();
    expect(violation('functions/src/app/registry.ts', '../services/auth/staff-sign-in.ts')).toBeNull();
    expect(violation('functions/src/local/main.ts', '../app/registry.ts')).toBeNull();
    expect(violation(service, '../../data/sites-repository.ts')).toBeNull();
    expect(violation(repository, '../platform/config.ts')).toBeNull();
    expect(violation(service, '../../functions/sites/site-get.ts')).toMatch('services/ imports functions/');
    expect(violation(service, '../../app/registry.ts')).toMatch('services/ imports app/');
    expect(violation(repository, '../services/sites/site-lookup.ts')).toMatch(
      'data/ imports services/: functions/src goes down only',
    );
    expect(violation(platform, '../data/users-repository.ts')).toMatch('platform/ imports data/');
    expect(violation(platform, '../local/host/http-server.ts')).toMatch('platform/ imports local/');
    // A test may set up its subject with anything (the local host's request objects, a repository's types).
    expect(violation('functions/src/platform/config.test.ts', '../local/host/runtime.ts')).toBeNull();
  });
});

describe('requestReads', () => {
  it('7: refuses the HttpRequest type in services/ and data/, not in handlers, platform/ or tests', () => {
    const source =
      "// import type { HttpRequest } from '@azure/functions';\nimport type { HttpRequest, InvocationContext } from '@azure/functions';\n";
    expect(requestReads('functions/src/services/x/y.ts', source)).toEqual([
      expect.objectContaining({ line: 2, reason: expect.stringContaining('services/ takes plain values') }),
    ]);
    expect(requestReads('functions/src/data/y.ts', source)).toHaveLength(1);
    expect(requestReads('functions/src/functions/sites/y.ts', source)).toEqual([]);
    expect(requestReads('functions/src/platform/request-values.ts', source)).toEqual([]);
    expect(requestReads('functions/src/services/x/y.test.ts', source)).toEqual([]);
    expect(
      requestReads(
        'functions/src/services/x/y.ts',
        "import type { InvocationContext } from '@azure/functions';",
      ),
    ).toEqual([]);
  });
});

describe('checkTree and the command', () => {
  const script = join(dirname(fileURLToPath(import.meta.url)), 'check-import-direction.mjs');
  const root = mkdtempSync(join(tmpdir(), 'import-direction-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  it('passes a tree that imports the right way, then names each wrong-way import with its line', () => {
    write('frontend/src/features/a/page.tsx', "import { b } from '../../components/b/b.tsx';\n");
    write('frontend/src/components/b/b.tsx', "import { Domain } from '@enroll/domain';\n");
    write('domain/src/index.ts', "import { z } from 'zod/mini';\n");
    write('functions/src/f.ts', "import { x } from '@enroll/domain';\n");
    expect(spawnSync(process.execPath, [script, root], { encoding: 'utf8' }).status).toBe(0);

    write('frontend/src/features/a/test.test.tsx', "\nvi.mock('../c/c.ts', () => ({}));\n");
    write('domain/src/react-thing.ts', "import { useState } from 'react';\n");
    expect(checkTree(root)).toEqual([
      expect.objectContaining({
        file: 'frontend/src/features/a/test.test.tsx',
        line: 2,
        specifier: '../c/c.ts',
      }),
      expect.objectContaining({ file: 'domain/src/react-thing.ts', line: 1, specifier: 'react' }),
    ]);
    const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("frontend/src/features/a/test.test.tsx:2 '../c/c.ts'");
  });
});
