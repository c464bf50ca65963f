import type { FamilyLanguage } from './family-language.ts';
import { businessToday } from './today-in-zone.ts';

const FORMATS = new Map<FamilyLanguage, Intl.DateTimeFormat>();

function formatIn(language: FamilyLanguage): Intl.DateTimeFormat {
  let format = FORMATS.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
      dateStyle: 'long',
      timeZone: 'UTC',
    });
    FORMATS.set(language, format);
  }
  return format;
}

/**
 * A calendar day (YYYY-MM-DD) written out in the family's language: 'November 20, 2026' or
 * '20 de noviembre de 2026' (never ambiguous between day-first and month-first). Read as a UTC day, so
 * no time zone moves it; anything else is returned as it is.
 */
export function longDate(isoDate: string, language: FamilyLanguage): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(day.getTime())) return isoDate;
  return formatIn(language).format(day);
}

/**
 * The business day of an instant (ISO text), written out: the day a family sent a form, the same on
 * the page and in the e-mail whatever the reader's time zone. '' for an unreadable instant.
 */
export function longDateOfInstant(instant: string, language: FamilyLanguage): string {
  const at = new Date(instant);
  return Number.isNaN(at.getTime()) ? '' : longDate(businessToday(at), language);
}
