import type { FamilyLanguage } from './family-language.ts';

/**
 * Clock times and weekdays as a family reads them. Sites and orientations store them in English
 * ('8:00 AM', '09:00AM', 'Monday'); a page or an e-mail shows them through the language's own
 * formatter ('8:00 a. m.', 'lunes'), so no English is left in a Spanish text.
 */

/** Minutes after midnight of '06:00AM', '6:00 AM', '10:30PM' …; null when not a 12-hour time. */
export function minutesOfTime(text: string): number | null {
  const match = /^(\d{1,2}):([0-5]\d)\s?(AM|PM)$/i.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  if (hour < 1 || hour > 12) return null;
  const pm = (match[3] ?? '').toUpperCase() === 'PM';
  return ((hour % 12) + (pm ? 12 : 0)) * 60 + Number(match[2]);
}

// 'es' (not 'es-US') writes the half of the day as 'a. m.' / 'p. m.', the form US Spanish style guides use.
const LOCALES: Record<FamilyLanguage, string> = { en: 'en-US', es: 'es' };

const CLOCKS = new Map<FamilyLanguage, Intl.DateTimeFormat>();
const WEEKDAYS = new Map<FamilyLanguage, Intl.DateTimeFormat>();

function clockIn(language: FamilyLanguage): Intl.DateTimeFormat {
  let format = CLOCKS.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
      timeZone: 'UTC',
    });
    CLOCKS.set(language, format);
  }
  return format;
}

function weekdayFormatIn(language: FamilyLanguage): Intl.DateTimeFormat {
  let format = WEEKDAYS.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { weekday: 'long', timeZone: 'UTC' });
    WEEKDAYS.set(language, format);
  }
  return format;
}

/**
 * Runtimes' date data put a no-break or a narrow no-break space in some of these ('8:00 AM' with
 * U+202F in some browsers): plain spaces make the same text on every page, e-mail and test.
 */
function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

/** A stored 12-hour time in the language: '09:00AM' → '9:00 AM' or '9:00 a. m.'; other text unchanged. */
export function clockTimeIn(text: string, language: FamilyLanguage): string {
  const minutes = minutesOfTime(text);
  if (minutes === null) return text;
  return plainSpaces(clockIn(language).format(new Date(Date.UTC(2024, 0, 1, 0, minutes))));
}

const ENGLISH_WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** A stored English weekday in the language: 'Monday' → 'Monday' or 'lunes'; another text unchanged. */
export function weekdayIn(day: string, language: FamilyLanguage): string {
  const index = ENGLISH_WEEKDAYS.indexOf(day.trim().toLowerCase());
  if (index < 0) return day;
  // 1 January 2024 was a Monday.
  return weekdayFormatIn(language).format(new Date(Date.UTC(2024, 0, 1 + index)));
}
