import * as z from 'zod/mini';
import { requiredTextField } from '../shared/text-fields.ts';

/**
 * Field schemas the reference data (brands, charters, sites, the catalog) share: what an operator's
 * import file and the seed write are checked with.
 */

/** A natural key (brand key, charter key, site slug): lower-case letters, digits and hyphens, at most 60. */
export const REFERENCE_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,59}$/;

export function referenceKeyField() {
  return z.string('required').check(
    z.trim(),
    z.minLength(1, 'required'),
    z.refine((value) => value === '' || REFERENCE_KEY_PATTERN.test(value), 'reference.key.invalid'),
  );
}

/** A required text of at most `max` characters. */
export function referenceTextField(max = 200) {
  return requiredTextField(max, max === 200 ? 'reference.text.max200' : 'reference.text.max100');
}

/** An optional text of at most `max` characters ('' when absent). */
export function optionalReferenceText(max = 200) {
  return z._default(
    z
      .string('required')
      .check(z.trim(), z.maxLength(max, max === 200 ? 'reference.text.max200' : 'reference.text.max100')),
    '',
  );
}

/** A long optional text (about texts): at most 5,000 characters, '' when absent. */
export function optionalLongText() {
  return z._default(z.string('required').check(z.trim(), z.maxLength(5000, 'reference.text.max5000')), '');
}

const HTTPS_URL = /^https:\/\/[^\s]+$/i;

/** A required https:// address. */
export function httpsUrlField() {
  return z.string('required').check(
    z.trim(),
    z.minLength(1, 'required'),
    z.refine((value) => value === '' || HTTPS_URL.test(value), 'reference.url.invalid'),
  );
}

/** An https:// address or '' (none). */
export function optionalHttpsUrlField() {
  return z._default(
    z.string('required').check(
      z.trim(),
      z.maxLength(500, 'reference.url.invalid'),
      z.refine((value) => value === '' || HTTPS_URL.test(value), 'reference.url.invalid'),
    ),
    '',
  );
}

/** A path of the app ('/brands/x/logo.svg', '/forms/summer-2027') or '' (none). */
export function optionalAppPathField() {
  return z._default(
    z.string('required').check(
      z.trim(),
      z.maxLength(300, 'reference.path.invalid'),
      z.refine((value) => value === '' || /^\/[^\s]*$/.test(value), 'reference.path.invalid'),
    ),
    '',
  );
}

/** true or false; absent: `fallback`. */
export function booleanField(fallback: boolean) {
  return z._default(z.boolean('reference.boolean.invalid'), fallback);
}
