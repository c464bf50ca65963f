import { BIRTH_COUNTRY_CODES } from '@enroll/domain';
import type { Translation } from '../../i18n/catalog-types.ts';
import { addCountryCodes } from './country-names.ts';
import type { referenceLabelsEn } from './i18n/reference-en.ts';
import { referenceLabelsEs } from './i18n/reference-es.ts';

/**
 * What a Spanish page needs to label options, loaded only when a page is read in Spanish (an English
 * page shows the stored values as they are): the reference lists' Spanish catalog and the codes that
 * name each country of birth in Spanish.
 */

type ReferenceLabels = Translation<typeof referenceLabelsEn>;

/** Every option list's labels in one map: a value has one label whatever list it is in. */
export function optionLabelMap(catalog: ReferenceLabels): Map<string, string> {
  const labels = new Map<string, string>();
  for (const list of Object.values(catalog)) {
    for (const [value, label] of Object.entries(list)) labels.set(value, label);
  }
  return labels;
}

/**
 * Every option's Spanish label by its stored English value: the lists' labels; each country of birth
 * is named by its ISO code through Intl's own names (country-names.ts).
 */
export function spanishOptionLabels(): Map<string, string> {
  addCountryCodes(Object.entries(BIRTH_COUNTRY_CODES));
  return optionLabelMap(referenceLabelsEs);
}

export { referenceLabelsEs };
