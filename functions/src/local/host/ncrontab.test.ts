import { describe, expect, it } from 'vitest';
import { parseNcrontab } from './ncrontab.ts';

const next = (schedule: string, after: string) =>
  parseNcrontab(schedule).nextAfter(new Date(after)).toISOString();

describe('parseNcrontab', () => {
  it('finds the daily purge time: later today, else tomorrow, never the instant itself', () => {
    expect(next('0 30 3 * * *', '2026-12-07T01:00:00.000Z')).toBe('2026-12-07T03:30:00.000Z');
    expect(next('0 30 3 * * *', '2026-12-07T03:30:00.000Z')).toBe('2026-12-08T03:30:00.000Z');
    expect(next('0 30 3 * * *', '2026-12-07T03:29:59.999Z')).toBe('2026-12-07T03:30:00.000Z');
    expect(next('0 30 3 * * *', '2026-12-31T04:00:00.000Z')).toBe('2027-01-01T03:30:00.000Z');
  });

  it('reads steps, ranges and lists in each field', () => {
    expect(next('*/15 * * * * *', '2026-12-07T10:00:07.000Z')).toBe('2026-12-07T10:00:15.000Z');
    expect(next('0 */5 * * * *', '2026-12-07T10:58:00.000Z')).toBe('2026-12-07T11:00:00.000Z');
    expect(next('0 0 9-17/4 * * *', '2026-12-07T13:00:00.000Z')).toBe('2026-12-07T17:00:00.000Z');
    expect(next('0 0 6,18 * * *', '2026-12-07T07:00:00.000Z')).toBe('2026-12-07T18:00:00.000Z');
    expect(next('30/10 0 0 * * *', '2026-12-07T00:00:45.000Z')).toBe('2026-12-07T00:00:50.000Z');
  });

  it('matches days of the week (Sunday 0), months and days of the month', () => {
    // 2026-12-07 is a Monday.
    expect(next('0 30 9 * * 1-5', '2026-12-11T10:00:00.000Z')).toBe('2026-12-14T09:30:00.000Z');
    expect(next('0 0 0 * * 0', '2026-12-07T00:00:00.000Z')).toBe('2026-12-13T00:00:00.000Z');
    expect(next('0 0 0 1 1 *', '2026-12-07T00:00:00.000Z')).toBe('2027-01-01T00:00:00.000Z');
    expect(next('0 0 12 29 2 *', '2026-12-07T00:00:00.000Z')).toBe('2028-02-29T12:00:00.000Z');
  });

  it('refuses what it does not read, naming the reason', () => {
    expect(() => parseNcrontab('30 3 * * *')).toThrow(/5 fields, NCRONTAB has 6/);
    expect(() => parseNcrontab('0 60 3 * * *')).toThrow(/60 is outside 0-59 \(the minute field\)/);
    expect(() => parseNcrontab('0 0 0 * JAN *')).toThrow(/"JAN" is not a number/);
    expect(() => parseNcrontab('0 0 5-1 * * *')).toThrow(/runs backwards/);
    expect(() => parseNcrontab('0 0 0 */0 * *')).toThrow(/0 is outside 1-31/);
    expect(() => parseNcrontab('0 0 0 1 * 1')).toThrow(/day of the month together with a day of the week/);
    expect(() => parseNcrontab('0 0 0 31 2 *').nextAfter(new Date('2026-12-07T00:00:00Z'))).toThrow(
      /names no date/,
    );
  });
});
