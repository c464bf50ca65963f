import { describe, expect, it } from 'vitest';
import { businessClock, usDate, usDateTime } from './business-clock.ts';

describe('businessClock', () => {
  it('reads the clocks of the given zone, daylight time included', () => {
    expect(businessClock(new Date('2026-12-06T03:15:09Z'), 'America/Los_Angeles')).toEqual({
      year: 2026,
      month: 12,
      day: 5,
      hour: 19,
      minute: 15,
      second: 9,
    });
    expect(businessClock(new Date('2026-07-01T06:59:00Z'), 'America/Los_Angeles').hour).toBe(23);
    expect(businessClock(new Date('2026-07-01T06:59:00Z'), 'America/New_York')).toMatchObject({
      day: 1,
      hour: 2,
    });
  });

  it('reads an unknown zone as the default enrollment zone', () => {
    expect(businessClock(new Date('2026-12-06T03:15:00Z'), 'Nowhere/Else')).toMatchObject({
      day: 5,
      hour: 19,
    });
  });
});

describe('staff dates', () => {
  it('shows a calendar day as it is and a timestamp on its day in the enrollment zone', () => {
    expect(usDate('2010-04-09')).toBe('04/09/2010');
    // 7 pm on the 5th in California is already the 6th in UTC.
    expect(usDate('2026-12-06T03:15:00.000Z')).toBe('12/05/2026');
    expect(usDate('')).toBe('');
    expect(usDate(null)).toBe('');
    expect(usDate('not a date')).toBe('');
  });

  it('shows a time as MM/DD/YYYY h:mm AM/PM in the enrollment zone', () => {
    expect(usDateTime('2026-03-02T21:05:00Z')).toBe('03/02/2026 1:05 PM');
    expect(usDateTime('2027-01-01T08:40:00Z')).toBe('01/01/2027 12:40 AM');
    expect(usDateTime('2026-01-01T20:00:00Z')).toBe('01/01/2026 12:00 PM');
    expect(usDateTime('2026-12-06T03:15:00.000Z')).toBe('12/05/2026 7:15 PM');
    expect(usDateTime(null)).toBe('');
    expect(usDateTime('not a date')).toBe('');
  });
});
