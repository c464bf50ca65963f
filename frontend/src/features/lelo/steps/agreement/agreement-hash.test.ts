import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sha256Hex } from './agreement-hash.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sha256Hex', () => {
  it('hashes the UTF-8 text as the server does (node:crypto)', async () => {
    const html = '<h2>Master Agreement</h2><p>José signs — “quoted”.</p>';
    expect(await sha256Hex(html)).toBe(createHash('sha256').update(html, 'utf8').digest('hex'));
    expect(await sha256Hex('')).toBe(createHash('sha256').update('').digest('hex'));
  });

  it("answers '' without Web Crypto (not a secure context)", async () => {
    vi.stubGlobal('crypto', {});
    expect(await sha256Hex('text')).toBe('');
  });
});
