import { ADULT_AGE, ageOn } from '../shared/age.ts';

// Kept apart from the zod schema so the browser can show or hide the parent section without loading zod.
export const PARENT_RELATIONSHIPS = ['Parent', 'Guardian', 'Caregiver'] as const;
export type ParentRelationship = (typeof PARENT_RELATIONSHIPS)[number];

export const INTEREST_MIN_AGE = 4;
export const INTEREST_MAX_AGE = 50;

/** Whether the Parent Information section applies: a birth date is given and 4 ≤ age < 18. */
export function needsParentInformation(birthDate: string, today?: string): boolean {
  const age = ageOn(birthDate, today);
  return age !== null && age >= INTEREST_MIN_AGE && age < ADULT_AGE;
}
