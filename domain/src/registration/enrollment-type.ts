/**
 * The staff form's enrollment type: REGULAR is the school-year enrollment; any other
 * type is an intersession (between-terms) enrollment, stored as registerForIntercession true. Lists
 * and cards label a registration 'Intersession' or 'Regular'.
 */
export const ENROLLMENT_TYPES = ['REGULAR', 'INTERSESSION'] as const;
export type EnrollmentType = (typeof ENROLLMENT_TYPES)[number];

export function registersForIntercession(type: EnrollmentType): boolean {
  return type !== 'REGULAR';
}

export function enrollmentTypeOf(record: { registerForIntercession: boolean }): EnrollmentType {
  return record.registerForIntercession ? 'INTERSESSION' : 'REGULAR';
}

export type EnrollmentTypeLabel = 'Intersession' | 'Regular';

export function enrollmentTypeLabel(record: { registerForIntercession: boolean }): EnrollmentTypeLabel {
  return record.registerForIntercession ? 'Intersession' : 'Regular';
}
