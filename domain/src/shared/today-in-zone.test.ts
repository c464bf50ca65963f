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

describe('businessToday in Los Angeles, computed without Intl', () => {
  const zone = 'America/Los_Angeles';
  const HOUR = 3_600_000;

  it('matches the time zone data at every half hour around each clock change and every fifth hour between, 2007-2040', () => {
    // The time zone data's answer, by Intl (which businessToday no longer uses for this zone).
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const mismatches: string[] = [];
    for (let year = 2007; year <= 2040; year += 1) {
      const instants: number[] = [];
      for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 5 * HOUR) instants.push(t);
      for (let t = Date.UTC(year, 2, 7); t < Date.UTC(year, 2, 16); t += HOUR / 2) instants.push(t);
      for (let t = Date.UTC(year, 9, 31); t < Date.UTC(year, 10, 9); t += HOUR / 2) instants.push(t);
      for (const t of instants) {
        const now = new Date(t);
        if (businessToday(now, zone) !== intl.format(now)) mismatches.push(now.toISOString());
      }
    }
    expect(mismatches.slice(0, 3)).toEqual([]);
  });

  it('turns the day at local midnight on both sides of a clock change', () => {
    // Los Angeles: PDT (UTC-7) from 2:00 on 14 March 2027, PST (UTC-8) from 2:00 on 7 November 2027.
    expect(businessToday(new Date('2027-03-14T07:59:59Z'), 'America/Los_Angeles')).toBe('2027-03-13');
    expect(businessToday(new Date('2027-03-14T08:00:00Z'), 'America/Los_Angeles')).toBe('2027-03-14');
    expect(businessToday(new Date('2027-03-15T06:59:59Z'), 'America/Los_Angeles')).toBe('2027-03-14');
    expect(businessToday(new Date('2027-03-15T07:00:00Z'), 'America/Los_Angeles')).toBe('2027-03-15');
    expect(businessToday(new Date('2027-11-08T07:59:59Z'), 'America/Los_Angeles')).toBe('2027-11-07');
    expect(businessToday(new Date('2027-11-08T08:00:00Z'), 'America/Los_Angeles')).toBe('2027-11-08');
  });

  it('reads the default zone when the configured one is empty', () => {
    expect(businessToday(new Date('2027-07-01T06:30:00Z'), '')).toBe('2027-06-30');
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
