/** The business time zone when none (or an unknown one) is configured. */
export const DEFAULT_BUSINESS_TIME_ZONE = 'America/Los_Angeles';

/**
 * One formatter per known zone: building an Intl.DateTimeFormat costs far more than using it (about
 * 0.2 ms, paid per date when an export of 40,000 rows formats its timestamps), and a formatter never
 * changes. Unknown names are not kept (they may come from input; the known zones are a bounded set).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  const known = formatters.get(timeZone);
  if (known) return known;
  try {
    const formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
    return formatter;
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

/**
 * US zones by their standard offset from UTC in hours, and whether they keep daylight time by the US
 * rule in force since 2007: from the second Sunday of March at 2:00 standard time to the first Sunday
 * of November at 2:00 daylight time. In these zones today's date is plain arithmetic. A browser's first
 * Intl date formatter loads the engine's date data: on the bench's Chromium, about 35 ms of the first
 * render of the interest form and of the registration's first step went to it even after the form's
 * date input had loaded its own share (issue 16). Other zones, and instants before 2007, go through
 * Intl. The unit test compares with Intl from 2007 to 2040 (every half hour around each clock change),
 * so a change of the rule in the time zone data fails it.
 */
const US_RULE_ZONES: Readonly<Record<string, { standardHours: number; daylight: boolean }>> = {
  'America/New_York': { standardHours: -5, daylight: true },
  'America/Chicago': { standardHours: -6, daylight: true },
  'America/Denver': { standardHours: -7, daylight: true },
  'America/Phoenix': { standardHours: -7, daylight: false },
  'America/Los_Angeles': { standardHours: -8, daylight: true },
  'America/Anchorage': { standardHours: -9, daylight: true },
  'Pacific/Honolulu': { standardHours: -10, daylight: false },
};

const HOUR_MS = 3_600_000;

/** The day of the month of the `nth` Sunday of a month (0-based month, UTC calendar). */
function nthSunday(year: number, month: number, nth: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (nth - 1);
}

/** Today's date in a US-rule zone, or null when the zone or the year is not one the rule covers. */
function usRuleDay(now: Date, timeZone: string): string | null {
  const zone = US_RULE_ZONES[timeZone];
  const year = now.getUTCFullYear();
  if (!zone || year < 2007 || Number.isNaN(year)) return null;
  let offsetHours = zone.standardHours;
  if (zone.daylight) {
    // 2:00 standard time on the second Sunday of March; 2:00 daylight (1:00 standard) on the first of November.
    const starts = Date.UTC(year, 2, nthSunday(year, 2, 2), 2) - zone.standardHours * HOUR_MS;
    const ends = Date.UTC(year, 10, nthSunday(year, 10, 1), 1) - zone.standardHours * HOUR_MS;
    if (now.getTime() >= starts && now.getTime() < ends) offsetHours += 1;
  }
  return new Date(now.getTime() + offsetHours * HOUR_MS).toISOString().slice(0, 10);
}

/**
 * Today's calendar date (YYYY-MM-DD) in the business time zone (an IANA name such as
 * 'America/Los_Angeles'), whatever the zone of the process (UTC in Azure) or of the family's browser.
 * Every age, "not in the future" and session-window check reads "today" here. An unknown or empty zone
 * falls back to the default business zone.
 */
export function businessToday(now: Date = new Date(), timeZone: string = businessTimeZone()): string {
  const byRule = usRuleDay(now, timeZone.trim() === '' ? DEFAULT_BUSINESS_TIME_ZONE : timeZone);
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
