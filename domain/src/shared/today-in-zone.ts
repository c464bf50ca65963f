/** The business time zone when none (or an unknown one) is configured. */
export const DEFAULT_BUSINESS_TIME_ZONE = 'America/Los_Angeles';

/**
 * The formatters of one locale and set of options, one per known zone, built on first use: building an
 * Intl.DateTimeFormat costs far more than using it (about 0.2 ms, paid per date when an export of
 * 40,000 rows formats its timestamps), and a formatter never changes. Unknown names read as null and
 * are not kept (they may come from input; the known zones are a bounded set).
 */
export function zoneFormatters(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): (timeZone: string) => Intl.DateTimeFormat | null {
  const formatters = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    const known = formatters.get(timeZone);
    if (known) return known;
    try {
      const formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      formatters.set(timeZone, formatter);
      return formatter;
    } catch {
      return null;
    }
  };
}

const formatterFor = zoneFormatters('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

function calendarDay(formatter: Intl.DateTimeFormat, now: Date): string | null {
  const parts = formatter.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value;
  const [year, month, day] = [part('year'), part('month'), part('day')];
  return year && month && day ? `${year}-${month}-${day}` : null;
}

let businessTimeZoneSource: () => string = () => DEFAULT_BUSINESS_TIME_ZONE;

/**
 * Where `businessToday()` reads the business time zone when none is passed. Both sides set it once at
 * start: the Functions app to its ENROLLMENT_TIME_ZONE setting (read on every call), the browser to the
 * same value baked in at build time, so an age or a "not in the future" check has one answer on both.
 */
export function setBusinessTimeZoneSource(source: () => string): void {
  businessTimeZoneSource = source;
}

/** The business time zone `businessToday()` uses by default. */
export function businessTimeZone(): string {
  return businessTimeZoneSource();
}

const HOUR_MS = 3_600_000;

/**
 * Today's date in Los Angeles (the default business zone) by arithmetic, or null for another zone or
 * an instant before 2007. Since 2007 its clocks go to daylight time (UTC-7) on the second Sunday of
 * March at 2:00 standard time (UTC-8) and back on the first Sunday of November at 2:00 daylight time.
 * A browser's first Intl date formatter loads the engine's date data: on the bench's Chromium, about
 * 35 ms of the first render of the interest form and of the registration's first step went to it even
 * after the form's date input had loaded its own share. Other zones go through Intl (each
 * zone more would cost the interest form's first load, which is at its 180 KB budget). The
 * unit test compares with Intl from 2007 to 2040 (every half hour around each clock change), so a
 * change of the rule in the time zone data fails it.
 */
function losAngelesDay(now: Date, timeZone: string): string | null {
  const year = now.getUTCFullYear();
  if (timeZone !== DEFAULT_BUSINESS_TIME_ZONE || !(year >= 2007)) return null;
  /** The day of the month of the `nth` Sunday of a month (0-based). */
  const sunday = (month: number, nth: number) =>
    ((7 - new Date(Date.UTC(year, month, 1)).getUTCDay()) % 7) + 7 * nth - 6;
  // The local standard time, counted as if it were UTC.
  const standard = now.getTime() - 8 * HOUR_MS;
  const daylight =
    standard >= Date.UTC(year, 2, sunday(2, 2), 2) && standard < Date.UTC(year, 10, sunday(10, 1), 1);
  return new Date(standard + (daylight ? HOUR_MS : 0)).toISOString().slice(0, 10);
}

/**
 * Today's calendar date (YYYY-MM-DD) in the business time zone (an IANA name such as
 * 'America/Los_Angeles'), whatever the zone of the process (UTC in Azure) or of the family's browser.
 * Every age, "not in the future" and session-window check reads "today" here. An unknown or empty zone
 * falls back to the default business zone.
 */
export function businessToday(now: Date = new Date(), timeZone: string = businessTimeZone()): string {
  const byRule = losAngelesDay(now, timeZone.trim() || DEFAULT_BUSINESS_TIME_ZONE);
  if (byRule) return byRule;
  const formatter = formatterFor(timeZone) ?? formatterFor(DEFAULT_BUSINESS_TIME_ZONE);
  return (formatter && calendarDay(formatter, now)) ?? now.toISOString().slice(0, 10);
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
