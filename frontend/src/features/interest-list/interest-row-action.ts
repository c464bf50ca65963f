import {
  type InterestListRow,
  isInterestLocked,
  LEVEL_CONTRIBUTOR,
  type PermissionLevel,
  type ValidationMessageKey,
} from '@enroll/domain';

/** What a click on a list row does: open a page, or show a warning in the notification banner. */
export type InterestRowAction =
  | { kind: 'open'; path: string }
  | { kind: 'warn'; reason: 'enrolled' | 'noEditOption' };

/**
 * The row-click rules: an enrolled entry opens the registration made from it; one whose
 * registration is not recorded (made before it was) opens its detail, where notes can still be added,
 * for a Contributor and up, and says it is enrolled to a User; a User (level 1) may not edit; anyone
 * else opens the detail.
 */
export function interestRowAction(row: InterestListRow, level: PermissionLevel): InterestRowAction {
  if (isInterestLocked(row)) {
    if (row.registrationId)
      return { kind: 'open', path: `/registration-forms/${encodeURIComponent(row.registrationId)}` };
    if (level < LEVEL_CONTRIBUTOR) return { kind: 'warn', reason: 'enrolled' };
  } else if (level < LEVEL_CONTRIBUTOR) return { kind: 'warn', reason: 'noEditOption' };
  return { kind: 'open', path: `/interest-forms/${encodeURIComponent(row.id)}` };
}

// The enrolled warning is the domain's message: the API refuses such an edit with the same words.
export const ENROLLED_MESSAGE_KEY: ValidationMessageKey = 'interest.enrolledNoEdit';
