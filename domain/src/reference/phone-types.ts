/** Phone types (spec section 3 "Reference lists"). */
export const PHONE_TYPES = ['Cell', 'Home'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];
