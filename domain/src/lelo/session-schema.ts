import * as z from 'zod/mini';
import type { ValidationMessageKey } from '../messages/en.ts';
import { parseIsoDate } from '../shared/birth-date.ts';
import { SESSION_STATUSES } from './session-gate.ts';

export const PERMALINK_MAX_LENGTH = 80;
export const SCHOOL_YEAR_PATTERN = /^(\d{4})-(\d{4})$/;

/** Session names and permalinks have / and \ removed. */
export function stripSlashes(value: string): string {
  return value.replace(/[/\\]/g, '');
}

/** The permalink derived from a session name: lowercase, spaces to hyphens, only a-z, 0-9 and hyphens, max 80. */
export function derivePermalink(name: string): string {
  return stripSlashes(name)
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, PERMALINK_MAX_LENGTH);
}

/**
 * The session's permalink as a family's form sends it (from the page address): trimmed, '' when
 * absent, not empty (else `missing`), at most PERMALINK_MAX_LENGTH characters.
 */
export function formPermalinkField(missing: ValidationMessageKey) {
  return z.prefault(
    z
      .string()
      .check(z.trim(), z.minLength(1, missing), z.maxLength(PERMALINK_MAX_LENGTH, 'session.permalink.max')),
    '',
  );
}

const isoDate = z.string('required').check(
  z.trim(),
  z.minLength(1, 'required'),
  // An empty date is only 'required', not also invalid.
  z.refine((value) => value === '' || parseIsoDate(value) !== null, 'session.date.invalid'),
);

const sessionObject = z.object({
  name: z.string('required').check(z.trim(), z.overwrite(stripSlashes), z.minLength(1, 'required')),
  // The name Spanish-speaking families read; written like the name, empty when the school wrote none.
  nameEs: z._default(z.string('required').check(z.trim(), z.overwrite(stripSlashes)), ''),
  status: z._default(z.enum(SESSION_STATUSES, 'session.status.invalid'), 'Active'),
  schoolYear: z.string('required').check(
    z.trim(),
    z.minLength(1, 'required'),
    z.refine((value) => value === '' || SCHOOL_YEAR_PATTERN.test(value), 'session.schoolYear.format'),
  ),
  permalink: z
    .string('required')
    .check(
      z.trim(),
      z.overwrite(stripSlashes),
      z.minLength(1, 'required'),
      z.maxLength(PERMALINK_MAX_LENGTH, 'session.permalink.max'),
      z.regex(/^[a-z0-9-]*$/, 'session.permalink.invalid'),
    ),
  enrollmentStart: isoDate,
  enrollmentEnd: isoDate,
  schoolYearStartDate: isoDate,
  schoolYearEndDate: isoDate,
});
type SessionShape = z.output<typeof sessionObject>;

function checkOrder(value: SessionShape, ctx: z.core.$RefinementCtx<SessionShape>): void {
  const years = SCHOOL_YEAR_PATTERN.exec(value.schoolYear);
  if (years && Number(years[2]) <= Number(years[1]))
    ctx.addIssue({ code: 'custom', path: ['schoolYear'], message: 'session.schoolYear.range' });
  const valid = (date: string) => parseIsoDate(date) !== null;
  if (
    valid(value.enrollmentStart) &&
    valid(value.enrollmentEnd) &&
    value.enrollmentStart >= value.enrollmentEnd
  )
    ctx.addIssue({ code: 'custom', path: ['enrollmentEnd'], message: 'session.enrollmentDates.order' });
  if (
    valid(value.schoolYearStartDate) &&
    valid(value.schoolYearEndDate) &&
    value.schoolYearStartDate >= value.schoolYearEndDate
  )
    ctx.addIssue({ code: 'custom', path: ['schoolYearEndDate'], message: 'session.schoolYearDates.order' });
}

/** A session (LELO registration profile) as the setup screen saves it; all fields but `nameEs` required. */
export const sessionSchema = sessionObject.check(z.superRefine(checkOrder));
export type SessionInput = z.input<typeof sessionSchema>;
export type Session = z.output<typeof sessionSchema>;

/** Whether a name is taken by another session, compared case-insensitively. */
export function isSessionNameTaken(name: string, others: readonly { name: string }[]): boolean {
  const wanted = stripSlashes(name).trim().toLowerCase();
  return others.some((other) => other.name.trim().toLowerCase() === wanted);
}
