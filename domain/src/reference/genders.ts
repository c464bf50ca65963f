/** Gender options (spec sections 3 and 9). */
export const GENDERS = ['Female', 'Male', 'Non-Binary'] as const;
export type Gender = (typeof GENDERS)[number];
