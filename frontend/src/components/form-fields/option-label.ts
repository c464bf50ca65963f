import type { FamilyLanguage } from '@enroll/domain';
import { useCallback } from 'react';
import { registerMessages } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/use-language.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { countryNameIn } from './country-names.ts';

/** English option value → its label, per loaded language (filled when the language's catalog loads). */
const labelsByLanguage = new Map<FamilyLanguage, Map<string, string>>();

// An English page shows each stored value as it is (optionLabel), so nothing of the English catalog
// (i18n/reference-en.ts, the shape of the others) is loaded; the namespace exists for its Spanish one.
registerMessages(
  'reference',
  {},
  {
    es: () =>
      import('./spanish-option-labels.ts').then((module) => {
        labelsByLanguage.set('es', module.spanishOptionLabels());
        return module.referenceLabelsEs;
      }),
  },
);

/**
 * The label of a stored English value in a language: the loaded language's label, a country's name in
 * the language, else the value.
 */
export function optionLabel(value: string, language: FamilyLanguage): string {
  if (language === 'en') return value;
  return labelsByLanguage.get(language)?.get(value) ?? countryNameIn(value, language) ?? value;
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
