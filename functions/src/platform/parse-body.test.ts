import { describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH, nestsDeeperThan } from './parse-body.ts';

describe('nestsDeeperThan', () => {
  function nested(levels: number): unknown {
    let value: unknown = 'leaf';
    for (let level = 0; level < levels; level += 1) value = level % 2 === 0 ? { inner: value } : [value];
    return value;
  }

  it('counts objects and arrays, not the values in them', () => {
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan({ a: 1, b: [1, 2] }, 2)).toBe(false);
    expect(nestsDeeperThan({ a: 1, b: [1, 2] }, 1)).toBe(true);
    expect(nestsDeeperThan(nested(MAX_BODY_DEPTH), MAX_BODY_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_BODY_DEPTH + 1), MAX_BODY_DEPTH)).toBe(true);
  });

  it('walks 100,000 levels without running out of stack', () => {
    expect(nestsDeeperThan(nested(100_000), MAX_BODY_DEPTH)).toBe(true);
  });
});
