/**
 * The public registration wizard's steps, in order, for each variant.
 * Level n shows step n + 1; the last step is the submit step; level = step count is the thank-you.
 * The variant comes from the brand's `registrationVariant` setting, never from code.
 */
import type { RegistrationVariant } from '../brand/brands.ts';
import type { ValidationMessageKey } from '../messages/en.ts';

export type RegistrationStepKey =
  | 'studentInformation'
  | 'studentPreference'
  | 'parentInformation'
  | 'parent2Information'
  | 'physicalAddress'
  | 'mailingAddress'
  | 'ethnicity'
  | 'previousSchool'
  | 'primaryLanguage'
  | 'homeLanguageSurvey'
  | 'migrantEducation'
  | 'releaseRequests'
  | 'dassInformation'
  | 'homeSurvey'
  | 'healthConditions'
  | 'parentCustody'
  | 'emergencyContacts';

/**
 * The long variant's steps. It has no Student Preference nor Parent 2 step; the staff form's sections
 * are these steps too (staff-registration.ts).
 */
export const LONG_REGISTRATION_STEPS = [
  'studentInformation',
  'parentInformation',
  'physicalAddress',
  'mailingAddress',
  'ethnicity',
  'previousSchool',
  'primaryLanguage',
  'homeLanguageSurvey',
  'migrantEducation',
  'releaseRequests',
  'dassInformation',
  'homeSurvey',
  'healthConditions',
  'parentCustody',
  'emergencyContacts',
] as const satisfies readonly RegistrationStepKey[];

export const REGISTRATION_STEPS: Record<RegistrationVariant, readonly RegistrationStepKey[]> = {
  short: [
    'studentInformation',
    'studentPreference',
    'parentInformation',
    'parent2Information',
    'physicalAddress',
    'mailingAddress',
    'ethnicity',
    'previousSchool',
    'primaryLanguage',
    'releaseRequests',
    'parentCustody',
  ],
  long: LONG_REGISTRATION_STEPS,
};

/** The level of the submit step (10 short, 14 long) and of the thank-you (11 short, 15 long). */
export function submitLevel(variant: RegistrationVariant): number {
  return REGISTRATION_STEPS[variant].length - 1;
}

export function thankYouLevel(variant: RegistrationVariant): number {
  return REGISTRATION_STEPS[variant].length;
}

/** Each step's name exactly as the spec's tables give it, counters included, in level order. */
export const REGISTRATION_STEP_TITLES: Record<RegistrationVariant, readonly string[]> = {
  short: [
    'Student Information',
    'Student Preference (2/11)',
    'Parent 1 Information',
    'Parent2 Information (4/11)',
    'Physical Address',
    'Mailing Address',
    'Ethnicity',
    'Previous School Information',
    'Primary Language',
    'Release Requests',
    'Parent Custody Information',
  ],
  long: [
    'Student Information',
    'Parent Information',
    'Physical Address',
    'Mailing Address',
    'Ethnicity',
    'Previous School Information',
    'Primary Language',
    'Home Language Survey',
    'Migrant Education',
    'Release Requests',
    'DASS Information',
    'Home Survey',
    'Health Conditions',
    'Parent Custody Information',
    'Emergency Contacts',
  ],
};

/** The name of the step at a level of a variant; '' at the thank-you level. */
export function registrationStepTitle(variant: RegistrationVariant, level: number): string {
  return REGISTRATION_STEP_TITLES[variant][level] ?? '';
}

/**
 * The banner a step shows when it is not valid. It lives here, not with
 * the step schemas, so a page that only names the banner does not load zod.
 */
export function stepMessageKey(step: RegistrationStepKey): ValidationMessageKey {
  if (step === 'parent2Information') return 'registration.parent2.required';
  if (step === 'migrantEducation') return 'registration.migrant.required';
  return 'registration.step.required';
}
