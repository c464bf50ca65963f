import { businessToday } from '@enroll/domain';

/**
 * The birth date of someone who turns `years` today, in the business time zone the wizards count ages
 * in (the machine's own date is a day ahead of it for hours every night; Feb 29 falls back to Feb 28).
 */
export function birthDateYearsAgo(years: number): string {
  const [year, month, day] = businessToday().split('-');
  const date = `${Number(year) - years}-${month}-${day}`;
  return month === '02' && day === '29' ? date.replace(/-29$/, '-28') : date;
}
