import { businessToday } from '@enroll/domain';

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date as staff files show it, MM/DD/YYYY: a calendar date (a birth date) as it is, a timestamp
 * (createdAt, lastContactDate) on its day in the business time zone. '' when empty or unreadable.
 */
export function usDate(value: string | null | undefined): string {
  if (!value) return '';
  const day = CALENDAR_DAY.test(value) ? value : timestampDay(value);
  const match = day ? CALENDAR_DAY.exec(day) : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

function timestampDay(value: string): string | null {
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : businessToday(new Date(time));
}
