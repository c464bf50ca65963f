import { businessToday } from './today-in-zone.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses a YYYY-MM-DD calendar date; null when it is not a real date. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return { year, month, day };
}

/**
 * Whole years between a birth date and today, minus one when this year's birthday has not come yet.
 * Both are YYYY-MM-DD calendar dates, so no time zone can shift the answer; `today` defaults to the
 * business day (`businessToday()`), the same on the server and in the browser. Null for an invalid date.
 */
export function ageOn(birthDate: string, today: string = businessToday()): number | null {
  const birth = parseIsoDate(birthDate);
  const now = parseIsoDate(today);
  if (!birth || !now) return null;
  let age = now.year - birth.year;
  if (now.month < birth.month || (now.month === birth.month && now.day < birth.day)) age -= 1;
  return age;
}

export const ADULT_AGE = 18;

export function isMinor(age: number): boolean {
  return age < ADULT_AGE;
}
