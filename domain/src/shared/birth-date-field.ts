import * as z from 'zod/mini';
import type { ValidationMessageKey } from '../messages/en.ts';
import { type AgeRange, birthDateProblem } from './birth-date.ts';

interface BirthDateFieldOptions {
  /** The message when empty (the field is always required). */
  missing: ValidationMessageKey;
  /** The day ages are counted on (YYYY-MM-DD); the business day at parse time when absent. */
  today?: string;
}

/**
 * The birth date of every form's schema and the server's: trimmed, required, then the birth-date rule
 * (`birthDateProblem`) with the form's age range: one message for a non-date, one for a future date,
 * and the range's own message for an age outside it.
 */
export function birthDateField(range: AgeRange, { missing, today }: BirthDateFieldOptions) {
  return z.prefault(
    z.string(missing).check(
      z.trim(),
      z.minLength(1, missing),
      z.superRefine((value, ctx) => {
        const problem = value === '' ? null : birthDateProblem(value, range, today);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
      }),
    ),
    '',
  );
}
