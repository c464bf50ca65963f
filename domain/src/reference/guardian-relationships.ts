import { isAdultAge } from '../shared/birth-date.ts';

/**
 * Relationships of a parent or guardian to the student (spec: about 27, of which it names Self 18+
 * through Therapist (Wrap-Around)); completed with the usual family and agency relationships.
 * 'Self 18+' means the student is an adult answering for themself.
 */
export const SELF_18_PLUS = 'Self 18+';

export const GUARDIAN_RELATIONSHIPS = [
  SELF_18_PLUS,
  'Mother',
  'Father',
  'Stepfather',
  'Stepmother',
  'Parents',
  'Guardian',
  'Legal Guardian',
  'Grandparent',
  'Relative',
  'Aunt',
  'Uncle',
  'Brother',
  'Sister',
  'Cousin',
  'GroupHome',
  'Foster Parent',
  'Caregiver',
  'Counselor',
  'Therapist',
  'Therapist (Wrap-Around)',
  'DCFS Worker',
  'Probation Officer',
  'Social Worker',
  'Case Manager',
  'Family Friend',
  'Other',
] as const;
export type GuardianRelationship = (typeof GUARDIAN_RELATIONSHIPS)[number];

/** Parent 1 is a real parent or guardian: every relationship but 'Self 18+'. */
export const PARENT_RELATIONSHIPS_WITHOUT_SELF = GUARDIAN_RELATIONSHIPS.filter(
  (relationship) => relationship !== SELF_18_PLUS,
);

/** Whether the relationship is 'Self 18+': the student answers for themself. */
export function isSelfAdult(relationship: string): boolean {
  return relationship === SELF_18_PLUS;
}

/**
 * Whether 'Self 18+' is chosen for a student who is not an adult (an unknown age is not one): refused
 * with 'registration.parent2.selfAdultOnly' by the registration, the staff form and the secondary
 * enrollment alike.
 */
export function isSelfAdultRefused(relationship: string, age: number | null): boolean {
  return isSelfAdult(relationship) && !isAdultAge(age);
}

/** The relationships a student of this age may choose: 'Self 18+' only at 18 or over. */
export function relationshipOptionsFor(age: number | null): readonly GuardianRelationship[] {
  return isAdultAge(age) ? GUARDIAN_RELATIONSHIPS : PARENT_RELATIONSHIPS_WITHOUT_SELF;
}
