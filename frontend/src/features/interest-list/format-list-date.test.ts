import { describe, expect, it } from 'vitest';
import { formatListDate } from './format-list-date.ts';

describe('formatListDate', () => {
  it('writes MM/DD/YYYY and nothing for a missing or unreadable time', () => {
    expect(formatListDate('2026-03-07T18:00:00.000Z')).toBe('03/07/2026');
    expect(formatListDate(null)).toBe('');
    expect(formatListDate('not a date')).toBe('');
  });
});
