import { describe, expect, it } from 'vitest';
import { ageOn, isMinor, parseIsoDate } from './age.ts';

describe('ageOn', () => {
  it('counts whole years, minus one before this year’s birthday', () => {
    expect(ageOn('2010-06-15', '2026-06-14')).toBe(15);
    expect(ageOn('2010-06-15', '2026-06-15')).toBe(16);
    expect(ageOn('2010-06-15', '2026-12-31')).toBe(16);
  });
  it('handles 29 February', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
  it('is negative for a future date and null for an invalid one', () => {
    expect(ageOn('2030-01-01', '2026-01-01')).toBe(-4);
    expect(ageOn('2026-02-30', '2026-03-01')).toBeNull();
    expect(ageOn('not a date', '2026-03-01')).toBeNull();
    expect(parseIsoDate('2026-13-01')).toBeNull();
  });
  it('treats 18 as the adult threshold', () => {
    expect(isMinor(17)).toBe(true);
    expect(isMinor(18)).toBe(false);
  });
});
