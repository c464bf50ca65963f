import * as z from 'zod/mini';
import type { ValidationMessageKey } from '../messages/en.ts';
import {
  disallowedCharactersKey,
  hasAllowedCharacters,
  NAME_MAX_LENGTH,
  type TypedTextKind,
  tidyTypedText,
} from './names.ts';
import { isKeptPhone, normalizePhone } from './phone.ts';

/**
 * The schema fields of the typed-text rules (names.ts, phone.ts), for every form's schema and the
 * server's: the value is kept as the rule keeps it, then checked. Kept apart from names.ts and
 * phone.ts so the pages that only format a phone do not load the schema library.
 */
interface TypedTextOptions {
  /** The message when empty; null when the field may be empty. */
  missing: ValidationMessageKey | null;
  max?: number;
  maxKey?: ValidationMessageKey;
}

/** A name, place or street: tidied (names.ts), then required, within its limit and of its characters. */
export function typedTextField(
  kind: TypedTextKind,
  { missing, max = NAME_MAX_LENGTH, maxKey = 'name.max' }: TypedTextOptions,
) {
  return z.prefault(
    z.string(missing ?? 'registration.value.invalid').check(
      z.overwrite(tidyTypedText),
      ...(missing ? [z.minLength(1, missing)] : []),
      z.maxLength(max, maxKey),
      z.refine((value) => hasAllowedCharacters(value, kind), disallowedCharactersKey(kind)),
    ),
    '',
  );
}

/** A phone: kept as XXX-XXX-XXXX (normalizePhone), then required and of that form. */
export function phoneField(
  missing: ValidationMessageKey | null,
  invalid: ValidationMessageKey = 'phone.invalid',
) {
  return z.prefault(
    z.string(missing ?? 'registration.value.invalid').check(
      z.overwrite(normalizePhone),
      ...(missing ? [z.minLength(1, missing)] : []),
      z.refine((value) => value === '' || isKeptPhone(value), invalid),
    ),
    '',
  );
}
