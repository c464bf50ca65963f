/**
 * The staff screens' dates (spec: MM/DD/YYYY): a calendar day 'YYYY-MM-DD' as it is, an ISO time in the
 * reader's time zone, with or without the time of day.
 */

const two = (value: number) => String(value).padStart(2, '0');

/** '2010-03-07' → '03/07/2010' (no time zone: a birth date is a calendar day); other text stays as it is. */
export function formatCalendarDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : isoDate;
}

/** An ISO time as MM/DD/YYYY in the reader's time zone (the lists' dates); '' for none or unreadable. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${two(date.getMonth() + 1)}/${two(date.getDate())}/${date.getFullYear()}`;
}

/** An ISO time in the reader's time zone: MM/DD/YYYY h:mm AM/PM; '' for none or an unreadable value. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${two(date.getMonth() + 1)}/${two(date.getDate())}/${date.getFullYear()} ${hour12}:${two(
    date.getMinutes(),
  )} ${hours < 12 ? 'AM' : 'PM'}`;
}
