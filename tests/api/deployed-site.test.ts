import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { api } from '../support/local-stack.ts';

/** What the build leaves in frontend/dist, the folder the static web app publishes. */
const frontend = resolve(import.meta.dirname, '../../frontend');

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the deployed front end', () => {
  it('publishes no source maps and no reference to one; they are kept beside it', async () => {
    const published = filesUnder(join(frontend, 'dist'));
    expect(published.filter((file) => file.endsWith('.map'))).toEqual([]);
    const scripts = published.filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(20);
    expect(scripts.filter((file) => readFileSync(file, 'utf8').includes('sourceMappingURL='))).toEqual([]);
    const kept = filesUnder(join(frontend, 'dist-sourcemaps'));
    expect(kept.length).toBeGreaterThan(20);
    // A map's address answers no map through the local edge.
    const [map] = kept;
    const name = map?.slice(join(frontend, 'dist-sourcemaps').length) ?? '';
    expect(existsSync(join(frontend, 'dist', name))).toBe(false);
    const { body } = await api(name);
    expect(String(typeof body === 'string' ? body : JSON.stringify(body))).not.toContain('"mappings"');
  });
});
