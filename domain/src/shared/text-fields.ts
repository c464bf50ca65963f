import * as z from 'zod/mini';
import type { ValidationMessageKey } from '../messages/en.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email.ts';

/**
 * A required text: a string, trimmed and not empty (else `missing`, 'required' unless told), at most
 * `max` characters (else `maxMessage`).
 */
export function requiredTextField(
  max: number,
  maxMessage: ValidationMessageKey,
  missing: ValidationMessageKey = 'required',
) {
  return z.string(missing).check(z.trim(), z.minLength(1, missing), z.maxLength(max, maxMessage));
}

/**
 * A required e-mail address: trimmed (and lowercased when `lowercase`), not empty ('required'), at
 * most EMAIL_MAX_LENGTH characters ('email.max') and of the address pattern (else `invalid`).
 */
export function requiredEmailField(invalid: ValidationMessageKey, { lowercase = false } = {}) {
  return z
    .string('required')
    .check(
      z.trim(),
      ...(lowercase ? [z.toLowerCase()] : []),
      z.minLength(1, 'required'),
      z.maxLength(EMAIL_MAX_LENGTH, 'email.max'),
      z.regex(EMAIL_PATTERN, invalid),
    );
}

/**
 * A family's e-mail address as the lelo forms take it: trimmed and lowercased, '' when absent, not
 * empty when `missing` is a message, at most EMAIL_MAX_LENGTH characters ('email.max') and, when given,
 * of the address pattern (else `invalid`).
 */
export function emailField(
  missing: ValidationMessageKey | null,
  invalid: ValidationMessageKey = 'email.invalid',
) {
  return z.prefault(
    z.string().check(
      z.trim(),
      z.toLowerCase(),
      ...(missing ? [z.minLength(1, missing)] : []),
      z.maxLength(EMAIL_MAX_LENGTH, 'email.max'),
      z.refine((value) => value === '' || EMAIL_PATTERN.test(value), invalid),
    ),
    '',
  );
}
