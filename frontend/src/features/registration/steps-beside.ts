import {
  nextLevel,
  previousLevel,
  type RegistrationDraft,
  type RegistrationStepKey,
  type RegistrationVariant,
  stepAtLevel,
} from '@enroll/domain';

/**
 * The steps a move from `level` can show, by the same rules the wizard moves by: what Next leads to with
 * the answers so far and what Back leads to. The table's next step is included even when the answers
 * skip it (the mailing address): an answer changed just before Next reaches the draft only with that
 * Next. The thank-you is no step (it is part of the page's code).
 */
export function stepsBeside(
  variant: RegistrationVariant,
  draft: Pick<RegistrationDraft, 'isMailingAddressTheSame'>,
  level: number,
): RegistrationStepKey[] {
  const levels = [nextLevel(variant, draft, level), level + 1, previousLevel(variant, draft, level)];
  const steps = new Set<RegistrationStepKey>();
  for (const beside of levels) {
    const step = beside === level ? null : stepAtLevel(variant, beside);
    if (step) steps.add(step);
  }
  return [...steps];
}
