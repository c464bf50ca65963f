/**
 * The conditional display rules of a primary registration that depend on the student's
 * age, shared by the step forms (what to show) and the step schemas (what to require).
 */
import { OTHER_PRONOUNS } from '../reference/pronouns.ts';
import { isAdultAge } from '../shared/birth-date.ts';
import type { RegistrationDraft } from './registration-draft.ts';

/** The parent-contact permission is asked only when the student is 18 or older. */
export function asksParentContactPermission(age: number | null): boolean {
  return isAdultAge(age);
}

/** Parent fields are shown (and required) under 18, or at 18+ when the student allows parent contact. */
export function showsParentFields(
  draft: Pick<RegistrationDraft, 'permissionParentContact'>,
  age: number | null,
): boolean {
  return !isAdultAge(age) || draft.permissionParentContact === 'yes';
}

/** 'No second parent or guardian' chosen on the Parent 2 step: nothing of Parent 2 is asked or kept. */
export function hasNoSecondParent(draft: Pick<RegistrationDraft, 'noSecondParent'>): boolean {
  return draft.noSecondParent === 'yes';
}

export function showsOtherPronouns(draft: Pick<RegistrationDraft, 'preferredpronouns'>): boolean {
  return draft.preferredpronouns === OTHER_PRONOUNS;
}

export function showsSuffix(draft: Pick<RegistrationDraft, 'haveSuffix'>): boolean {
  return draft.haveSuffix === 'yes';
}

export function showsMailingAddress(draft: Pick<RegistrationDraft, 'isMailingAddressTheSame'>): boolean {
  return draft.isMailingAddressTheSame === 'no';
}

/** The health sub-questions (asthma … nut allergy) only when known health conditions is yes. */
export const HEALTH_CONDITION_FIELDS = [
  'asthma',
  'beeStingAllergy',
  'diabetes',
  'epilepsy',
  'heartCondition',
  'seizures',
  'nutAllergy',
] as const satisfies readonly (keyof RegistrationDraft)[];

/** The glasses questions only when known eye condition is yes. */
export const EYE_CONDITION_FIELDS = [
  'glassesToBeWornAtAllTimes',
  'wearsContactLenses',
  'wearsGlasses',
] as const satisfies readonly (keyof RegistrationDraft)[];
