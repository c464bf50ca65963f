import type { FamilyLanguage } from './family-language.ts';

/** A text in the reader's language and the language it is actually written in (for the `lang` attribute). */
export interface TextInLanguage {
  text: string;
  lang: FamilyLanguage;
}

/**
 * Setup data a school writes in English with an optional Spanish version beside it (a session's name,
 * a site's about texts): a Spanish reader gets the Spanish version when the school wrote one, else the
 * English text as stored, marked as English so a screen reader reads it as such.
 */
export function textInLanguage(
  english: string,
  spanish: string | undefined,
  language: FamilyLanguage,
): TextInLanguage {
  if (language === 'es' && spanish !== undefined && spanish.trim() !== '')
    return { text: spanish, lang: 'es' };
  return { text: english, lang: 'en' };
}

/** A Lelo session's name for a family: its Spanish name for a Spanish reader when set, else its name. */
export function sessionNameIn(
  session: { name: string; nameEs?: string | undefined },
  language: FamilyLanguage,
): TextInLanguage {
  return textInLanguage(session.name, session.nameEs, language);
}
