import * as z from 'zod/mini';
import type { ValidationMessageKey } from '../messages/en.ts';
import { RECORD_ID_PATTERN } from './ids.ts';

// The schema fields of ids; the patterns and checks themselves (ids.ts) need no zod.

/** A required record id (trimmed): blank or not a string answers `required`, anything off the pattern 'id.invalid'. */
export function recordIdField(required: ValidationMessageKey = 'required') {
  return z.string(required).check(
    z.trim(),
    z.minLength(1, required),
    // A blank already has its message: one error per field.
    z.refine((value) => value === '' || RECORD_ID_PATTERN.test(value), 'id.invalid'),
  );
}
