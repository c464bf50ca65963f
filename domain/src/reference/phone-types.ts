/** The phone types a phone number may have. */
export const PHONE_TYPES = ['Cell', 'Home'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];
