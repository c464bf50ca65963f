import {
  type FieldError,
  nextStaffInterestLevel,
  STAFF_INTEREST_LEVELS,
  type StaffInterestLevel,
  staffInterestLevelSchemas,
} from '@enroll/domain';
import type { AddInterestValues } from './add-interest-storage.ts';

export const REVIEW_LEVEL = STAFF_INTEREST_LEVELS.length - 1;

/** The levels the draft walks through (the skips of nextStaffInterestLevel), review excluded. */
export function walkedLevels(draft: AddInterestValues): number[] {
  const levels: number[] = [];
  for (let level = 0; level < REVIEW_LEVEL; level = nextStaffInterestLevel(level, draft)) levels.push(level);
  return levels;
}

function fieldsOf(level: StaffInterestLevel): string[] {
  return Object.keys(staffInterestLevelSchemas[level].shape);
}

/**
 * The level to show for a draft that cannot be submitted: the first walked level whose own rules
 * fail, or (for the server's field errors) that holds one of `errors`' fields; null when none does.
 */
export function levelToFix(draft: AddInterestValues, errors: readonly FieldError[] = []): number | null {
  const fields = new Set(errors.map((error) => error.field));
  for (const level of walkedLevels(draft)) {
    const name = STAFF_INTEREST_LEVELS[level] ?? 'review';
    if (
      errors.length > 0
        ? fieldsOf(name).some((field) => fields.has(field))
        : !staffInterestLevelSchemas[name].safeParse(draft).success
    )
      return level;
  }
  return null;
}
