import { describe, expect, it } from 'vitest';
import { keyedTtlCache } from './keyed-ttl-cache.ts';

describe('keyedTtlCache', () => {
  it('shares a load within the time to live, reloads after it and after clear()', async () => {
    let time = 0;
    const loads: string[] = [];
    const cache = keyedTtlCache(
      async (key) => {
        loads.push(key);
        return `${key}:${loads.length}`;
      },
      { ttlMs: 60_000, maxEntries: 10, now: () => time },
    );
    expect(await Promise.all([cache.get('a'), cache.get('a')])).toEqual(['a:1', 'a:1']);
    time = 59_999;
    expect(await cache.get('a')).toBe('a:1');
    time = 60_000;
    expect(await cache.get('a')).toBe('a:2');
    cache.clear();
    expect(await cache.get('a')).toBe('a:3');
  });

  it('forgets failed loads and evicts the oldest entry when full', async () => {
    let fail = true;
    let count = 0;
    const cache = keyedTtlCache(
      async (key) => {
        count += 1;
        if (fail) throw new Error('down');
        return key;
      },
      { ttlMs: 60_000, maxEntries: 2 },
    );
    await expect(cache.get('a')).rejects.toThrow('down');
    fail = false;
    expect(await cache.get('a')).toBe('a');
    await cache.get('b');
    await cache.get('c');
    const before = count;
    await cache.get('a');
    expect(count).toBe(before + 1);
  });
});
