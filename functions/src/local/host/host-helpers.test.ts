import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseBlobPath } from './blob-path.ts';
import { expandBraces, expandGlob } from './glob.ts';
import { decodeMessageText, decodeQueueMessage, encodeQueueMessage } from './queue-message.ts';
import { loadLocalSettings } from './settings.ts';

const scratch = mkdtempSync(join(tmpdir(), 'host-helpers-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function touch(path: string, content = ''): void {
  mkdirSync(join(scratch, path, '..'), { recursive: true });
  writeFileSync(join(scratch, path), content);
}

describe('expandGlob', () => {
  it('expands braces and ** like the package.json main glob', () => {
    expect(expandBraces('dist/{functions,jobs}/**/*.js')).toEqual([
      'dist/functions/**/*.js',
      'dist/jobs/**/*.js',
    ]);
    for (const file of [
      'dist/functions/a.js',
      'dist/functions/x/y/b.js',
      'dist/jobs/c.js',
      'dist/jobs/c.js.map',
    ]) {
      touch(file);
    }
    touch('dist/local/main.js');
    touch('dist/chunks/chunk.js');
    expect(
      expandGlob('dist/{functions,jobs}/**/*.js', scratch).map((file) => file.slice(scratch.length + 1)),
    ).toEqual(['dist/functions/a.js', 'dist/functions/x/y/b.js', 'dist/jobs/c.js']);
    expect(expandGlob('missing/**/*.js', scratch)).toEqual([]);
  });
});

describe('loadLocalSettings', () => {
  it('prefers local.settings.json, keeps the environment and never sets FUNCTIONS_WORKER_RUNTIME', () => {
    const values = { FUNCTIONS_WORKER_RUNTIME: 'node', A: 'from file', B: 'from file', N: 3 };
    touch('settings/local.settings.example.json', JSON.stringify({ Values: { A: 'example' } }));
    touch('settings/local.settings.json', JSON.stringify({ Values: values }));
    const env: NodeJS.ProcessEnv = { B: 'from env' };
    expect(loadLocalSettings(join(scratch, 'settings'), env)).toBe(
      join(scratch, 'settings/local.settings.json'),
    );
    expect(env).toEqual({ A: 'from file', B: 'from env', N: '3' });
  });

  it('falls back to the example file', () => {
    touch('example/local.settings.example.json', JSON.stringify({ Values: { A: 'example' } }));
    const env: NodeJS.ProcessEnv = {};
    loadLocalSettings(join(scratch, 'example'), env);
    expect(env).toEqual({ A: 'example' });
  });
});

describe('queue messages', () => {
  it('decodes like the Functions host: base64 UTF-8 text, else the raw text; JSON when it parses', () => {
    expect(decodeQueueMessage(encodeQueueMessage({ a: 'é' }))).toEqual({ a: 'é' });
    expect(decodeQueueMessage(Buffer.from('plain').toString('base64'))).toBe('plain');
    expect(decodeQueueMessage('{"raw":true}')).toEqual({ raw: true });
    expect(decodeMessageText('not base64!')).toBe('not base64!');
    // Valid base64 whose bytes are not UTF-8 stays as sent.
    expect(decodeMessageText('/w==')).toBe('/w==');
  });
});

describe('parseBlobPath', () => {
  it('splits container, listing prefix and bindings', () => {
    const pattern = parseBlobPath('exports/2024/{name}.{ext}');
    expect(pattern.container).toBe('exports');
    expect(pattern.prefix).toBe('2024/');
    expect(pattern.match('2024/a.b.csv')).toEqual({ name: 'a.b', ext: 'csv' });
    expect(pattern.match('2023/a.csv')).toBeUndefined();
    expect(parseBlobPath('signatures/{name}').match('x/y.png')).toEqual({ name: 'x/y.png' });
    expect(() => parseBlobPath('{name}')).toThrow();
  });
});
