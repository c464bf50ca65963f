/**
 * ZIP / postal codes in the wizard: the short flow takes exactly 5 digits; the long
 * flow 5 digits for the United States and up to 15 digits for any other country.
 */
import type { RegistrationVariant } from '../brand/brands.ts';
import { isUnitedStates } from '../reference/countries.ts';

const US_ZIP = /^\d{5}$/;
const OTHER_POSTAL_CODE = /^\d{1,15}$/;

function takesUsZip(country: string, variant: RegistrationVariant): boolean {
  return variant === 'short' || isUnitedStates(country);
}

export function isValidRegistrationZip(zip: string, country: string, variant: RegistrationVariant): boolean {
  return (takesUsZip(country, variant) ? US_ZIP : OTHER_POSTAL_CODE).test(zip.trim());
}

/** The zip input's max length: 5 for the United States, 15 elsewhere. */
export function registrationZipMaxLength(country: string, variant: RegistrationVariant): number {
  return takesUsZip(country, variant) ? 5 : 15;
}

/** What the zip input keeps of what is typed: digits only, up to the max length. */
export function normalizeRegistrationZipInput(
  raw: string,
  country: string,
  variant: RegistrationVariant,
): string {
  return raw.replace(/\D/g, '').slice(0, registrationZipMaxLength(country, variant));
}
