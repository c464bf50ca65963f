import type { FamilyLanguage } from '@enroll/domain';

const LONG_DATES = new Map<FamilyLanguage, Intl.DateTimeFormat>();

/**
 * A 'YYYY-MM-DD' date (or an ISO date-time's date) as a family reads it: 'MM/DD/YYYY' in English, the
 * written-out date in Spanish ('1 de julio de 2026', never ambiguous between day-first and month-first).
 * The calendar date is kept as it is (no time zone moves it); other values are shown unchanged.
 */
export function familyDate(value: string, language: FamilyLanguage): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  if (language === 'en') return `${month}/${day}/${year}`;
  let format = LONG_DATES.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
    LONG_DATES.set(language, format);
  }
  return format.format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))));
}
