/**
 * What became of the e-mail that confirms a request for information to the family:
 * - `sent`: the sender accepted it;
 * - `pending`: not sent yet (queued, or being tried again after a failed attempt);
 * - `capped`: held back by the hourly cap on interest confirmations to that address;
 * - `failed`: the last attempt to send it failed;
 * - `none`: the learning center does not e-mail families.
 */
export const FAMILY_EMAIL_STATES = ['sent', 'pending', 'capped', 'failed', 'none'] as const;
export type FamilyEmailState = (typeof FAMILY_EMAIL_STATES)[number];

export interface FamilyEmailStatus {
  state: FamilyEmailState;
}

/** Staff may send the family's mail again when it was held back or failed. */
export function canResendFamilyEmail(state: FamilyEmailState): boolean {
  return state === 'capped' || state === 'failed';
}
