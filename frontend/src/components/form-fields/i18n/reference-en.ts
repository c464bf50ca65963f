import {
  DASS_FOLLOW_UP_LABELS,
  DASS_QUESTIONS,
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
 * The DASS questions are keyed by the question's `key`.
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
  grade: labelsOf(LELO_GRADES),
  answer: labelsOf(LELO_PREVIOUSLY_ENROLLED),
  dassQuestion: Object.fromEntries(DASS_QUESTIONS.map((question) => [question.key, question.question])),
  dassFollowUp: DASS_FOLLOW_UP_LABELS,
};

/** The lists whose values are options (every group but the DASS texts). */
export const OPTION_LISTS = [
  'relationship',
  'interestRelationship',
  'livingSituation',
  'language',
  'educationLevel',
  'gender',
  'pronouns',
  'race',
  'phoneType',
  'usState',
  'grade',
  'answer',
] as const satisfies readonly (keyof typeof referenceLabelsEn)[];
