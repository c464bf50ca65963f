/** Preferred pronouns; 'Other' reveals otherpreferredpronouns. */
export const OTHER_PRONOUNS = 'Other';

export const PRONOUNS = ['He/Him/His', 'She/Her/Hers', 'They/Them/Theirs', OTHER_PRONOUNS] as const;
export type Pronouns = (typeof PRONOUNS)[number];
