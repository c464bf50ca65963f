/** The confirmation message of the Lelo wizard. */
import type { FamilyLanguage } from '../shared/family-language.ts';

/**
 * The default confirmation text (no site message, or an empty one) in each family language: the
 * spec's English and its Spanish. The confirmation page and the family e-mail both show this text.
 */
export const DEFAULT_CONFIRMATION_TEXTS: Record<FamilyLanguage, string> = {
  en: 'You are considered registered and there is nothing more you need to do unless you are contacted by the school for additional information. One of our staff members will contact you with instructions and information on how to start your course. They will also be able to answer any questions you may have. We look forward to working with you!',
  es: 'Ya está inscrito y no necesita hacer nada más, a menos que la escuela se comunique con usted para pedirle más información. Un miembro de nuestro personal se pondrá en contacto con usted para darle las instrucciones y la información para comenzar su curso, y también podrá responder a sus preguntas. ¡Nos da mucho gusto trabajar con usted!',
};

/**
 * The one-line note, in the reader's language, before a school message written only in the other
 * language (no translation was given): the confirmation page and the family e-mail show the same.
 */
export const UNTRANSLATED_MESSAGE_NOTES: Record<FamilyLanguage, string> = {
  en: 'The school wrote the following message in Spanish only.',
  es: 'La escuela escribió el siguiente mensaje solo en inglés.',
};

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

/** A site's confirmation template as the family side reads it: the English message and its Spanish. */
export interface ConfirmationTemplateTexts {
  templateMessage: string;
  /** Absent on templates stored before a Spanish message could be written. */
  templateMessageEs?: string | undefined;
}

/** The site's message chosen for one family: the filled HTML (null: the default text) and its language. */
export interface SiteConfirmationMessage {
  html: string | null;
  language: FamilyLanguage;
}

/**
 * The site's message for a family of `language`: the Spanish one for a Spanish-speaking family when
 * the school wrote one, else the English one (its language then says 'en', so the reader is told),
 * else none (the default text in the family's language applies). Placeholders are filled.
 */
export function siteConfirmationMessage(
  template: ConfirmationTemplateTexts | null | undefined,
  language: FamilyLanguage,
  values: PlaceholderValues,
): SiteConfirmationMessage {
  const spanish = template?.templateMessageEs;
  if (language === 'es' && !isEmptyTemplateMessage(spanish))
    return { html: fillPlaceholders(spanish ?? '', values), language: 'es' };
  if (!isEmptyTemplateMessage(template?.templateMessage))
    return { html: fillPlaceholders(template?.templateMessage ?? '', values), language: 'en' };
  return { html: null, language };
}

/** What a confirmation (page or e-mail) shows its reader, in this order. */
export interface ConfirmationParts {
  /** The default text in the reader's language comes first. */
  defaultText: boolean;
  /** The school's message (filled HTML), after the default text when both are shown. */
  message: string | null;
  /**
   * The school's message is in another language than the reader's (no translation was written): it
   * is introduced by a one-line note in the reader's language naming its language.
   */
  messageLanguage: FamilyLanguage | null;
  /** The registration ID is listed with the details, unless the school's message already shows it. */
  listsRegistrationId: boolean;
}

/**
 * The confirmation's parts for a reader of `readerLanguage`. A message in the reader's language
 * replaces the default text. A message only in English, for a Spanish-speaking reader, follows the
 * Spanish default text under a note that the school wrote it in English: the reader learns in their
 * own language that nothing more is needed, and still gets the school's own instructions. The
 * registration ID is shown once.
 */
export function confirmationParts(
  message: SiteConfirmationMessage,
  readerLanguage: FamilyLanguage,
  registrationId: string,
): ConfirmationParts {
  const { html } = message;
  const translated = html === null || message.language === readerLanguage;
  return {
    defaultText: html === null || !translated,
    message: html,
    messageLanguage: translated ? null : message.language,
    listsRegistrationId: registrationId === '' || !(html ?? '').includes(registrationId),
  };
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
