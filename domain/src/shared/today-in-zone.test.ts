import { describe, expect, it } from 'vitest';
import { addDaysIso, businessToday, DEFAULT_BUSINESS_TIME_ZONE, isKnownTimeZone } from './today-in-zone.ts';

describe('businessToday', () => {
  it('is still the previous day in Los Angeles just after midnight UTC', () => {
    // 00:30 UTC on 15 March 2027 is 17:30 on 14 March in Los Angeles (PDT, UTC-7).
    const now = new Date('2027-03-15T00:30:00Z');
    expect(businessToday(now, 'America/Los_Angeles')).toBe('2027-03-14');
    expect(businessToday(now, 'UTC')).toBe('2027-03-15');
  });

  it('turns at midnight Pacific time, not at midnight UTC', () => {
    // PST (UTC-8) in January: midnight in Los Angeles is 08:00 UTC.
    expect(businessToday(new Date('2027-01-10T07:59:59Z'), 'America/Los_Angeles')).toBe('2027-01-09');
    expect(businessToday(new Date('2027-01-10T08:00:00Z'), 'America/Los_Angeles')).toBe('2027-01-10');
  });

  it('crosses a year end like any other day', () => {
    expect(businessToday(new Date('2027-01-01T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-12-31');
    expect(businessToday(new Date('2026-12-31T12:00:00Z'), 'Pacific/Kiritimati')).toBe('2027-01-01');
  });

  it('falls back to the default business zone for an unknown or empty zone', () => {
    const now = new Date('2027-03-15T00:30:00Z');
    expect(businessToday(now, 'Not/A_Zone')).toBe(businessToday(now, DEFAULT_BUSINESS_TIME_ZONE));
    expect(businessToday(now, '')).toBe('2027-03-14');
  });
});

describe('isKnownTimeZone', () => {
  it('knows IANA names and refuses others', () => {
    expect(isKnownTimeZone('America/Los_Angeles')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone(' ')).toBe(false);
  });
});

describe('addDaysIso', () => {
  it('moves across month and year ends', () => {
    expect(addDaysIso('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDaysIso('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDaysIso('2028-02-28', 1)).toBe('2028-02-29');
  });
});
