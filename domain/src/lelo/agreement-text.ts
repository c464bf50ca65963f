import type { FamilyLanguage } from '../shared/family-language.ts';
import { htmlParagraphs } from '../shared/html-paragraphs.ts';

/** The signed text: the paragraphs one blank line apart. Its SHA-256 is the signing record's. */
export function agreementSignedText(paragraphs: readonly string[]): string {
  return paragraphs.join('\n\n');
}

/** The agreement in the language a family is shown and signs. */
export interface AgreementToSign {
  /** The school's text (HTML as stored; shown and printed as `htmlParagraphs`); '' when it has none. */
  html: string;
  language: FamilyLanguage;
  /**
   * The family uses a language the school has no current translation into: the English text is shown
   * and printed, with a note in the family's language saying so.
   */
  untranslated: boolean;
}

/** A school's translation of its agreement, tied to the English text it translates. */
export interface AgreementTranslation {
  html: string;
  /** SHA-256 of the English `agreementSignedText` the translation was saved against. */
  englishSha256: string;
  updatedAt: string;
  updatedBy: string;
}

/**
 * Which text a family signs: the school's translation into the family's language when there is one
 * and it still translates the current English text (same `englishSha256`); else the English text.
 */
export function agreementToSign(
  english: string,
  englishSha256: string,
  translation: AgreementTranslation | null | undefined,
  language: FamilyLanguage,
): AgreementToSign {
  if (language === 'en') return { html: english, language: 'en', untranslated: false };
  if (
    translation &&
    translation.englishSha256 === englishSha256 &&
    htmlParagraphs(translation.html).length > 0
  )
    return { html: translation.html, language, untranslated: false };
  return { html: english, language: 'en', untranslated: htmlParagraphs(english).length > 0 };
}
