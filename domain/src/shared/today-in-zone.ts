import { todayIso } from './age.ts';

/** The business time zone when none (or an unknown one) is configured. */
export const DEFAULT_BUSINESS_TIME_ZONE = 'America/Los_Angeles';

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    return null;
  }
}

function calendarDay(formatter: Intl.DateTimeFormat, now: Date): string | null {
  const parts = formatter.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value;
  const [year, month, day] = [part('year'), part('month'), part('day')];
  return year && month && day ? `${year}-${month}-${day}` : null;
}

/**
 * Today's calendar date (YYYY-MM-DD) in an IANA time zone such as 'America/Los_Angeles', whatever the
 * process's own zone (UTC in Azure). An unknown zone falls back to the default business zone.
 */
export function todayIsoIn(timeZone: string, now: Date = new Date()): string {
  const formatter = formatterFor(timeZone) ?? formatterFor(DEFAULT_BUSINESS_TIME_ZONE);
  return (formatter && calendarDay(formatter, now)) ?? todayIso(now);
}

/** Whether a string names a time zone this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  return timeZone.trim() !== '' && formatterFor(timeZone) !== null;
}

/** The calendar date `days` after (or before, when negative) a YYYY-MM-DD date. */
export function addDaysIso(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const moved = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days));
  return moved.toISOString().slice(0, 10);
}
