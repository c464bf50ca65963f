/**
 * The languages a family can use the public pages in. The family's choice travels with what it
 * submits and is stored on the entry as `language`, so its e-mails and its signed agreement come in
 * the same language; every stored answer stays in the English values staff screens and exports read.
 */
export const FAMILY_LANGUAGES = ['en', 'es'] as const;
export type FamilyLanguage = (typeof FAMILY_LANGUAGES)[number];

/** What staff read about a family's language (notifications, detail screens). */
export const FAMILY_LANGUAGE_NAMES: Record<FamilyLanguage, string> = { en: 'English', es: 'Spanish' };

export function isFamilyLanguage(value: unknown): value is FamilyLanguage {
  return typeof value === 'string' && (FAMILY_LANGUAGES as readonly string[]).includes(value);
}

/** The language of a stored entry; entries stored before the field existed were made in English. */
export function languageOf(entry: { language?: FamilyLanguage | undefined }): FamilyLanguage {
  return entry.language ?? 'en';
}
