import {
  EDUCATION_LEVELS,
  GENDERS,
  GUARDIAN_RELATIONSHIPS,
  LANGUAGES,
  LELO_GRADES,
  LELO_PREVIOUSLY_ENROLLED,
  LIVING_SITUATIONS,
  PARENT_RELATIONSHIPS,
  PHONE_TYPES,
  PRONOUNS,
  RACES,
  US_STATES,
} from '@enroll/domain';

/** Each stored value of a list as its own English label. */
function labelsOf<T extends string>(values: readonly T[]): { readonly [K in T]: K } {
  return Object.fromEntries(values.map((value) => [value, value])) as { readonly [K in T]: K };
}

/**
 * The reference lists a family reads (namespace `reference`): each list's stored English values,
 * keyed by the value itself, so another language's catalog gives each value its label while forms
 * keep storing the English value (staff screens, exports and the server rules stay unchanged).
 * Countries are not here: their names come from Intl.DisplayNames through BIRTH_COUNTRY_CODES.
 * An English page shows the values as they are (option-label.ts), so this catalog is the shape the
 * other languages' catalogs must have, not something a page loads.
 */
export const referenceLabelsEn = {
  relationship: labelsOf(GUARDIAN_RELATIONSHIPS),
  interestRelationship: labelsOf(PARENT_RELATIONSHIPS),
  livingSituation: labelsOf(LIVING_SITUATIONS),
  language: labelsOf(LANGUAGES),
  educationLevel: labelsOf(EDUCATION_LEVELS),
  gender: labelsOf(GENDERS),
  pronouns: labelsOf(PRONOUNS),
  race: labelsOf(RACES),
  phoneType: labelsOf(PHONE_TYPES),
  usState: labelsOf(US_STATES.map(([, name]) => name)),
  /**
   * The address steps' other US regions, as their list spells them (the territories are named as
   * countries, through their ISO codes).
   */
  usRegion: labelsOf([
    'District of Columbia',
    'Armed Forces Americas',
    'Armed Forces Europe, Canada, Africa and Middle East',
    'Armed Forces Pacific',
  ] as const),
  grade: labelsOf(LELO_GRADES),
  answer: labelsOf(LELO_PREVIOUSLY_ENROLLED),
};
