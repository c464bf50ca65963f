/** Gender options. */
export const GENDERS = ['Female', 'Male', 'Non-Binary'] as const;
export type Gender = (typeof GENDERS)[number];
