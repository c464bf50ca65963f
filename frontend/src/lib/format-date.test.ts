import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate, formatDateTime } from './format-date.ts';

describe('detail dates', () => {
  it('shows a birth date as MM/DD/YYYY without moving it across time zones', () => {
    expect(formatCalendarDate('2010-04-09')).toBe('04/09/2010');
    expect(formatCalendarDate('')).toBe('');
  });

  it('shows a time as MM/DD/YYYY h:mm AM/PM in the reader’s zone', () => {
    expect(formatDateTime(new Date(2026, 2, 2, 13, 5).toISOString())).toBe('03/02/2026 1:05 PM');
    expect(formatDateTime(new Date(2026, 11, 31, 0, 40).toISOString())).toBe('12/31/2026 12:40 AM');
    expect(formatDateTime(new Date(2026, 0, 1, 12, 0).toISOString())).toBe('01/01/2026 12:00 PM');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatDate', () => {
  it('writes MM/DD/YYYY and nothing for a missing or unreadable time', () => {
    expect(formatDate('2026-03-07T18:00:00.000Z')).toBe('03/07/2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
