import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** azure.yaml's hooks name scripts of this folder, and its azd floor keeps the broken packagers out. */
const root = resolve(import.meta.dirname, '../..');
const text = readFileSync(resolve(root, 'azure.yaml'), 'utf8');

describe('azure.yaml', () => {
  it('requires an azd that ships node_modules with remoteBuild false (1.23.12 or later)', () => {
    expect(text).toMatch(/^requiredVersions:\n {2}azd: '>= 1\.23\.12'$/m);
  });

  it('runs its hook scripts on both shells, from files that exist', () => {
    const runs = [...text.matchAll(/node (\.\.\/)?(scripts\/azd\/[a-z-]+\.mjs)/g)];
    expect(runs.map((match) => match[2]).sort()).toEqual([
      'scripts/azd/package-api.mjs',
      'scripts/azd/package-api.mjs',
      'scripts/azd/postdeploy.mjs',
      'scripts/azd/postdeploy.mjs',
      'scripts/azd/preprovision.mjs',
      'scripts/azd/preprovision.mjs',
    ]);
    for (const match of runs) expect(existsSync(resolve(root, match[2] ?? ''))).toBe(true);
    // A service hook runs in the service's folder (functions/), a project hook at the root.
    const relativeTo = (script) =>
      runs.filter((match) => match[2]?.endsWith(script)).map((match) => match[1]);
    expect(relativeTo('package-api.mjs')).toEqual(['../', '../']);
    expect(relativeTo('postdeploy.mjs')).toEqual([undefined, undefined]);
    expect(relativeTo('preprovision.mjs')).toEqual([undefined, undefined]);
  });

  it('subscribes the blob triggers after both services are deployed: a project hook, not a service one', () => {
    const projectHooks = text.slice(text.indexOf('\nhooks:'), text.indexOf('\nservices:'));
    expect(projectHooks).toMatch(/^ {2}postdeploy:$/m);
    expect(text.slice(text.indexOf('\nservices:'))).not.toMatch(/postdeploy/);
  });
});
