/** A phone as every form and the server keep it: XXX-XXX-XXXX. */
const PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;

/** Whether a phone is kept as every form keeps it, XXX-XXX-XXXX (after `normalizePhone`). */
export function isKeptPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

/**
 * A phone's digits without a leading country code 1, for comparing two numbers however they were
 * written ('(661) 555-0101' and '661-555-0101' are both '6615550101').
 */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

export const PHONE_MAX_LENGTH = 12;

/**
 * The one phone rule: a US number in any usual writing, typed or pasted ('(661) 555-0134',
 * '+1 661 555 0134', '1-661-555-0134', '661.555.0134'), as XXX-XXX-XXXX. Anything else (letters,
 * too few or too many digits) comes back trimmed, for `isKeptPhone` to refuse.
 */
export function normalizePhone(raw: string): string {
  const trimmed = raw.trim();
  if (!/^[\d\s().+-]*$/.test(trimmed)) return trimmed;
  const digits = phoneDigits(trimmed);
  if (digits.length !== 10) return trimmed;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * What a phone input shows as the person types: only digits (plus and hyphens are accepted but the
 * digits decide), a leading 1 dropped on numbers of 10 or more digits, hyphens inserted, 12 characters at most.
 */
export function formatPhoneInput(raw: string): string {
  let digits = raw.replace(/[^0-9]/g, '');
  if (digits.length >= 10 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`.slice(0, PHONE_MAX_LENGTH);
}

/** A site's phone is shown as a link only when it looks like a phone number of 7 characters or more. */
const DISPLAYABLE_PHONE = /^\+?[\d\s().-]{7,}$/;

export function isDisplayablePhone(phone: string | undefined | null): phone is string {
  return typeof phone === 'string' && DISPLAYABLE_PHONE.test(phone.trim()) && /\d{3}/.test(phone);
}

/** tel: link target for a displayable phone. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
