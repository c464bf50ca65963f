import { BIRTH_COUNTRY_CODES, type FamilyLanguage } from '@enroll/domain';
import { useCallback, useMemo } from 'react';
import type { Translation } from '../../i18n/catalog-types.ts';
import { registerMessages } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/use-language.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { OPTION_LISTS, referenceLabelsEn } from './i18n/reference-en.ts';

type ReferenceLabels = Translation<typeof referenceLabelsEn>;

/** English option value → its label, per loaded language (filled when the language's catalog loads). */
const labelsByLanguage = new Map<FamilyLanguage, Map<string, string>>();

/** Every option list's labels in one map: a value has one label whatever list it is in. */
export function optionLabelMap(catalog: ReferenceLabels): Map<string, string> {
  const labels = new Map<string, string>();
  for (const list of OPTION_LISTS) {
    for (const [value, label] of Object.entries(catalog[list])) labels.set(value, label);
  }
  return labels;
}

registerMessages('reference', referenceLabelsEn, {
  es: () =>
    import('./i18n/reference-es.ts').then((module) => {
      labelsByLanguage.set('es', optionLabelMap(module.referenceLabelsEs));
      return module.referenceLabelsEs;
    }),
});

const countryNames = new Map<FamilyLanguage, Intl.DisplayNames>();

/** A country of birth's name in the language (Intl's own names), from its ISO code. */
function countryName(value: string, language: FamilyLanguage): string | undefined {
  const code = (BIRTH_COUNTRY_CODES as Record<string, string | undefined>)[value];
  if (!code) return undefined;
  let names = countryNames.get(language);
  if (!names) {
    // Latin-American Spanish names ('Costa de Marfil', 'Timor Oriental') for a Spanish page.
    names = new Intl.DisplayNames([language === 'es' ? 'es-419' : language], { type: 'region' });
    countryNames.set(language, names);
  }
  return names.of(code);
}

/** The label of a stored English value in a language: the catalog's, a country's own name, else the value. */
export function optionLabel(value: string, language: FamilyLanguage): string {
  if (language === 'en') return value;
  return labelsByLanguage.get(language)?.get(value) ?? countryName(value, language) ?? value;
}

/**
 * THE way to show an option of a reference list (relationships, living situations, languages,
 * education levels, genders, pronouns, races, phone types, states, countries, grades, Yes/No/Unsure)
 * in the page's language: give it the stored English value, it returns the label to show. The form
 * keeps storing the English value. Any other text comes back unchanged, so it is safe on any option.
 * SelectField and RadioField already call it for every option label; a step only needs it for a
 * value it prints itself. Suspends (like useTranslation) until the Spanish labels are loaded.
 */
export function useOptionLabel(): (value: string) => string {
  useTranslation('reference');
  const language = useLanguage();
  return useCallback((value: string) => optionLabel(value, language), [language]);
}

/**
 * A DASS question's text (the domain's `DASS_QUESTIONS`, by its `key`) and the generic follow-up
 * labels in the page's language; the English is the domain's own wording.
 */
export function useDassText(): {
  question: (question: { key: string; question: string }) => string;
  followUp: (which: 'school' | 'year') => string;
} {
  const { t } = useTranslation('reference');
  return useMemo(
    () => ({
      question: (question) => t(`dassQuestion.${question.key}`, { defaultValue: question.question }),
      followUp: (which) => t(`dassFollowUp.${which}`),
    }),
    [t],
  );
}
