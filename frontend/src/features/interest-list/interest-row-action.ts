import {
  type InterestListRow,
  LEVEL_CONTRIBUTOR,
  type PermissionLevel,
  type ValidationMessageKey,
} from '@enroll/domain';

/** What a click on a list row does: open a page, or show a warning in the notification banner. */
export type InterestRowAction =
  | { kind: 'open'; path: string }
  | { kind: 'warn'; reason: 'enrolled' | 'noEditOption' };

/**
 * The spec's row-click rules, in their order (section 2): a transferred entry opens its registration;
 * an enrolled one cannot be edited; a User (level 1) may not edit; anyone else opens the detail.
 */
export function interestRowAction(row: InterestListRow, level: PermissionLevel): InterestRowAction {
  const id = encodeURIComponent(row.id);
  if (row.status === 'Enrollment Submitted') return { kind: 'open', path: `/registration-forms/${id}` };
  if (row.enrollstatus === 'Yes') return { kind: 'warn', reason: 'enrolled' };
  if (level < LEVEL_CONTRIBUTOR) return { kind: 'warn', reason: 'noEditOption' };
  return { kind: 'open', path: `/interest-forms/${id}` };
}

// The enrolled warning is the domain's message: the API refuses such an edit with the same words.
export const ENROLLED_MESSAGE_KEY: ValidationMessageKey = 'interest.enrolledNoEdit';
