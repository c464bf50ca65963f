import { describe, expect, it } from 'vitest';
import { CALIFORNIA_COUNTIES, hasCaliforniaCounties } from './california-counties.ts';

describe('hasCaliforniaCounties', () => {
  it('is a California address by code or name, any case, in the United States', () => {
    expect(hasCaliforniaCounties('CA')).toBe(true);
    expect(hasCaliforniaCounties(' california ')).toBe(true);
    expect(hasCaliforniaCounties('California', 'United States of America')).toBe(true);
    expect(hasCaliforniaCounties('TN')).toBe(false);
    expect(hasCaliforniaCounties('')).toBe(false);
    expect(hasCaliforniaCounties('CA', 'Mexico')).toBe(false);
    expect(CALIFORNIA_COUNTIES).toHaveLength(58);
  });
});
