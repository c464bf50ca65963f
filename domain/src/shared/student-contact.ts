import { isAdultAge } from './birth-date.ts';

/**
 * Whether the student's own e-mail and phone are required. From 18 the student is the school's
 * contact, so they are. Under 18 the parent or guardian is the contact: every form that asks for the
 * student's own e-mail and phone (the registration, the secondary enrollment) requires the parent's
 * for a minor, so the student's are optional (still checked when given). An unknown age (no valid
 * birth date yet) asks for them.
 */
export function requiresStudentContact(age: number | null): boolean {
  return age === null || isAdultAge(age);
}
