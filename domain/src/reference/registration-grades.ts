/** Grades of the registration form (spec: 'Grades 06 to 12 in one form'). */
export const REGISTRATION_GRADES = ['06', '07', '08', '09', '10', '11', '12'] as const;
export type RegistrationGrade = (typeof REGISTRATION_GRADES)[number];
