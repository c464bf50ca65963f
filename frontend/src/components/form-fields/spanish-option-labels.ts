import { BIRTH_COUNTRY_CODES } from '@enroll/domain';
import type { Translation } from '../../i18n/catalog-types.ts';
import type { referenceLabelsEn } from './i18n/reference-en.ts';
import { referenceLabelsEs } from './i18n/reference-es.ts';

/**
 * What a Spanish page needs to label options, loaded only when a page is read in Spanish (an English
 * page shows the stored values as they are): the reference lists' Spanish catalog and each country of
 * birth's Spanish name.
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
 * Every option's Spanish label by its stored English value: the lists' labels, and each country of
 * birth by its ISO code through Intl's own names, in Latin-American Spanish ('Costa de Marfil',
 * 'Timor Oriental').
 */
export function spanishOptionLabels(): Map<string, string> {
  const labels = optionLabelMap(referenceLabelsEs);
  const countries = new Intl.DisplayNames(['es-419'], { type: 'region' });
  for (const [country, code] of Object.entries(BIRTH_COUNTRY_CODES)) {
    const name = countries.of(code);
    if (name) labels.set(country, name);
  }
  return labels;
}

export { referenceLabelsEs };
