/**
 * Birth dates and ages: the one rule every form (public and staff) and the server apply. No zod here
 * (the public pages decide what to show with it before they load any schema); the zod field is in
 * `birth-date-field.ts`.
 */
import type { ValidationMessageKey } from '../messages/en.ts';
import { addDaysIso, businessToday } from './today-in-zone.ts';

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

/** From this age a student is an adult: their own contact, and they may answer for themself ('Self 18+'). */
export const ADULT_AGE = 18;

/**
 * How an age is written in a list or card: the whole years, or nothing when the age is unknown (no valid
 * birth date). An unknown age is never an adult's (`isAdultAge`).
 */
export function ageText(age: number | null): string {
  return age === null ? '' : String(age);
}

/** Whether an age is an adult's; an unknown age (no valid birth date) is not. */
export function isAdultAge(age: number | null): boolean {
  return age !== null && age >= ADULT_AGE;
}

/** Whether the student born on `birthDate` is an adult on `today` (the business day by default). */
export function isAdultOn(birthDate: string, today?: string): boolean {
  return isAdultAge(ageOn(birthDate, today));
}

/** The year, month and day as YYYY-MM-DD, the day moved back to the month's last when it has fewer. */
function clampedDate(year: number, month: number, day: number): string {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const iso = (value: number, width: number) => String(value).padStart(width, '0');
  return `${iso(year, 4)}-${iso(month, 2)}-${iso(Math.min(day, last), 2)}`;
}

/** The latest birth date giving at least `years` on `today` (YYYY-MM-DD). */
function latestBirthDateFor(years: number, today: string): string {
  const now = parseIsoDate(today);
  if (!now) return today;
  return clampedDate(now.year - years, now.month, now.day);
}

/**
 * The latest birth date of an adult on `today`: stored birth dates on or before it are 18 or older
 * (what the staff lists' under/over 18 toggles compare with), exactly as `isAdultOn` counts.
 */
export function latestAdultBirthDate(today: string): string {
  return latestBirthDateFor(ADULT_AGE, today);
}

/**
 * The ages a form takes (whole years on the business day, both ends included) and the message naming
 * them. The interest form takes 4 to 50; the registration continues the interest (the same students,
 * grades 6 to 12), so it takes the same; the secondary enrollment and its staff pre-registration take
 * 1 to 100. An age outside the range is refused with its message, never only questioned.
 */
export const AGE_RANGES = {
  interest: { min: 4, max: 50, message: 'birthDate.range.4to50' },
  registration: { min: 4, max: 50, message: 'birthDate.range.4to50' },
  secondaryEnrollment: { min: 1, max: 100, message: 'birthDate.range.1to100' },
} as const satisfies Record<string, { min: number; max: number; message: ValidationMessageKey }>;

export type AgeRangeName = keyof typeof AGE_RANGES;
export type AgeRange = (typeof AGE_RANGES)[AgeRangeName];

/** Why a birth date is refused: not a calendar date, after today, or an age outside the form's range. */
export type BirthDateProblem = 'birthDate.invalid' | 'birthDate.future' | AgeRange['message'];

/**
 * Why a form refuses a (non-empty) birth date, or null when it takes it: a real YYYY-MM-DD date, not
 * after today, giving an age within the form's range on today. Today is the business day
 * (`businessToday()`) unless given. Whether an empty one is allowed is the form's own rule.
 */
export function birthDateProblem(
  birthDate: string,
  range: AgeRange,
  today: string = businessToday(),
): BirthDateProblem | null {
  if (!parseIsoDate(birthDate)) return 'birthDate.invalid';
  if (birthDate > today) return 'birthDate.future';
  const age = ageOn(birthDate, today);
  if (age === null || age < range.min || age > range.max) return range.message;
  return null;
}

/**
 * The first and last birth dates a form's range takes on `today`, for a date picker's min and max:
 * born on `latest` gives the range's lowest age, born on `earliest` its highest.
 */
export function birthDateBounds(
  range: AgeRange,
  today: string = businessToday(),
): { earliest: string; latest: string } {
  return {
    earliest: addDaysIso(latestBirthDateFor(range.max + 1, today), 1),
    latest: latestBirthDateFor(range.min, today),
  };
}
