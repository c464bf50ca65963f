/** XXX-XXX-XXXX: three digits, optional closing parenthesis, dash or space, three digits, dash or space, four digits. */
export const PHONE_PATTERN = /^\d{3}\)?[- ]\d{3}[- ]\d{4}$/;

export const PHONE_MAX_LENGTH = 12;

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
