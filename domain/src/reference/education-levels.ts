/** Parent or guardian highest level of education (spec: 6): the CALPADS parent education levels. */
export const EDUCATION_LEVELS = [
  'Graduate Degree or Higher',
  'College Graduate',
  'Some College (includes AA Degree)',
  'High School Graduate',
  'Not a High School Graduate',
  'Decline to State',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
