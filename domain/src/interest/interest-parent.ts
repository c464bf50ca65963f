import { AGE_RANGES, birthDateProblem, isAdultOn } from '../shared/birth-date.ts';

// Kept apart from the zod schema so the browser can show or hide the parent section without loading zod.
export const PARENT_RELATIONSHIPS = ['Parent', 'Guardian', 'Caregiver'] as const;
export type ParentRelationship = (typeof PARENT_RELATIONSHIPS)[number];

/** Whether the Parent Information section applies: the form takes the birth date and the student is a minor. */
export function needsParentInformation(birthDate: string, today?: string): boolean {
  return birthDateProblem(birthDate, AGE_RANGES.interest, today) === null && !isAdultOn(birthDate, today);
}
