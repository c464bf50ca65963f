/** The confirmation message of the Lelo wizard (spec sections 3, 5 and 8). */

export const DEFAULT_CONFIRMATION_TEXT =
  'You are considered registered and there is nothing more you need to do unless you are contacted by the school for additional information. One of our staff members will contact you with instructions and information on how to start your course. They will also be able to answer any questions you may have. We look forward to working with you!';

/** An empty editor leaves '<p><br></p>' behind: such a message counts as no message. */
export function isEmptyTemplateMessage(message: string | null | undefined): boolean {
  const trimmed = (message ?? '').trim();
  return trimmed === '' || trimmed === '<p><br></p>';
}

export interface PlaceholderValues {
  firstName: string;
  lastName: string;
  _uuid: string;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The template message with {{firstName}}, {{lastName}} and {{_uuid}} filled (spaces inside the
 * braces allowed). Values are HTML-escaped: the message is HTML, the values are what a family typed.
 * Unknown placeholders are left as they are.
 */
export function fillPlaceholders(message: string, values: PlaceholderValues): string {
  return message.replace(
    /\{\{\s*(firstName|lastName|_uuid)\s*\}\}/g,
    (_match, key: keyof PlaceholderValues) => escapeHtml(values[key]),
  );
}

/** The confirmation HTML: the filled template, or null when the default text applies. */
export function confirmationMessageHtml(
  templateMessage: string | null | undefined,
  values: PlaceholderValues,
): string | null {
  if (isEmptyTemplateMessage(templateMessage)) return null;
  return fillPlaceholders(templateMessage ?? '', values);
}

/** 'YYYY-MM-DD' → 'MM-DD-YYYY' (signature dates and the school-year label); other values unchanged. */
export function toMonthDayYear(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[2]}-${match[3]}-${match[1]}` : isoDate;
}

/** The school-year label of the agreement: 'MM-DD-YYYY to MM-DD-YYYY'. */
export function schoolYearLabel(start: string, end: string): string {
  return `${toMonthDayYear(start)} to ${toMonthDayYear(end)}`;
}
