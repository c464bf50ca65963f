import { familyValidationMessagesEn } from './family-validation-messages.ts';
import { staffValidationMessagesEn } from './staff-validation-messages.ts';

/**
 * The English catalog of every validation message the domain schemas can produce, kept in two parts
 * (what a family can meet, what only staff meet) so the public pages load only theirs.
 * Schemas carry the key; the browser translates it through i18n, the API answers with both.
 * Texts are the specification's own, word for word.
 */
export const validationMessagesEn = { ...familyValidationMessagesEn, ...staffValidationMessagesEn } as const;

export type ValidationMessageKey = keyof typeof validationMessagesEn;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(validationMessagesEn, value);
}
