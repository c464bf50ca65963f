import { describe, expect, it } from 'vitest';
import { accessLineIdsVisible, accessLogFiltersSchema } from './access-log-search.ts';

describe('accessLogFiltersSchema', () => {
  it('takes every filter empty, and trims what is typed', () => {
    expect(accessLogFiltersSchema.parse({})).toEqual({ person: '', record: '', kind: '' });
    expect(accessLogFiltersSchema.parse({ person: '  Pat@  ', record: ' abc-1 ', kind: 'export' })).toEqual({
      person: 'Pat@',
      record: 'abc-1',
      kind: 'export',
    });
  });

  it('allows one date bound alone, and refuses a start after the end or an impossible day', () => {
    expect(accessLogFiltersSchema.safeParse({ startDate: '2026-03-01' }).success).toBe(true);
    expect(accessLogFiltersSchema.safeParse({ endDate: '2026-03-01' }).success).toBe(true);
    const reversed = accessLogFiltersSchema.safeParse({ startDate: '2026-03-02', endDate: '2026-03-01' });
    expect(reversed.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['startDate', 'accessLog.dates.order'],
    ]);
    const impossible = accessLogFiltersSchema.safeParse({ endDate: '2026-02-30' });
    expect(impossible.error?.issues.map((issue) => issue.message)).toEqual(['accessLog.date.invalid']);
  });

  it('refuses an unknown kind and a record id with other characters', () => {
    expect(accessLogFiltersSchema.safeParse({ kind: 'peek' }).success).toBe(false);
    expect(accessLogFiltersSchema.safeParse({ record: "x' OR 1=1" }).success).toBe(false);
  });
});

describe('accessLineIdsVisible', () => {
  const mine = new Set(['a', 'b']);
  it('shows the ids of a line that touched only the reader’s charters', () => {
    expect(accessLineIdsVisible(['a'], mine)).toBe(true);
    expect(accessLineIdsVisible(['a', 'b'], mine)).toBe(true);
  });
  it('hides them when the line touched another charter, every charter, or none is known', () => {
    expect(accessLineIdsVisible(['a', 'c'], mine)).toBe(false);
    expect(accessLineIdsVisible(['*'], mine)).toBe(false);
    expect(accessLineIdsVisible([], mine)).toBe(false);
  });
});
