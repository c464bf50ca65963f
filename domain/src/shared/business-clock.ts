import {
  businessTimeZone,
  businessToday,
  DEFAULT_BUSINESS_TIME_ZONE,
  zoneFormatters,
} from './today-in-zone.ts';

/** A moment as the clocks of a time zone show it. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const clockFor = zoneFormatters('en-US', {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * What the clocks of the business (enrollment) time zone show at an instant, whatever the zone of the
 * process or of the reader's browser; an unknown zone reads as the default business zone.
 */
export function businessClock(instant: Date, timeZone: string = businessTimeZone()): WallClock {
  const clock = clockFor(timeZone) ?? (clockFor(DEFAULT_BUSINESS_TIME_ZONE) as Intl.DateTimeFormat);
  const parts = clock.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((one) => one.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const two = (value: number) => String(value).padStart(2, '0');

function instantOf(value: string): Date | null {
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}

/**
 * A date as staff read it, on screen and in files alike: MM/DD/YYYY. A calendar date (a birth date)
 * stays the day it is; a timestamp (createdAt, lastContactDate) is shown on its day in the business
 * time zone, so a coordinator in another zone sees the day the exports show. '' when empty or
 * unreadable.
 */
export function usDate(value: string | null | undefined): string {
  if (!value) return '';
  const day = CALENDAR_DAY.exec(value);
  if (day) return `${day[2]}/${day[3]}/${day[1]}`;
  const instant = instantOf(value);
  // The day by businessToday: its Los Angeles arithmetic keeps a 40,000-row export off Intl.
  return instant ? usDate(businessToday(instant)) : '';
}

/** A timestamp as staff read it: 'MM/DD/YYYY h:mm AM/PM' in the business time zone; '' when empty or unreadable. */
export function usDateTime(value: string | null | undefined): string {
  const instant = value ? instantOf(value) : null;
  if (!instant) return '';
  const clock = businessClock(instant);
  const hour12 = clock.hour % 12 === 0 ? 12 : clock.hour % 12;
  return `${two(clock.month)}/${two(clock.day)}/${clock.year} ${hour12}:${two(clock.minute)} ${
    clock.hour < 12 ? 'AM' : 'PM'
  }`;
}
