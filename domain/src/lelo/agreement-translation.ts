import * as z from 'zod/mini';

/** Longest translation a school may store (HTML, as the editor writes it). */
export const AGREEMENT_TRANSLATION_MAX_LENGTH = 50_000;

/**
 * PUT /api/charters/{charter_id}/agreement-translation: the school's Spanish text of its agreement,
 * as the rich-text editor wrote it; blank removes the translation (families then see the English text).
 */
export const agreementTranslationSchema = z.object({
  spanish: z.prefault(
    z.string().check(z.maxLength(AGREEMENT_TRANSLATION_MAX_LENGTH, 'agreementTranslation.max')),
    '',
  ),
});
export type AgreementTranslationInput = z.output<typeof agreementTranslationSchema>;

/** GET (and PUT's answer) of a charter's agreement translation, for the setup screen. */
export interface AgreementTranslationSetup {
  /** The English agreement as the course catalog serves it (HTML); '' when the charter has none. */
  english: string;
  /** The stored Spanish text (HTML); '' when none. */
  spanish: string;
  /**
   * The English text changed after the translation was saved: families are shown the English text
   * until someone reviews the translation and saves it again.
   */
  outdated: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}
