import {
  type FieldError,
  levelOfStep,
  type RegistrationDraft,
  type RegistrationVariant,
  registrationStepIssues,
  visibleSteps,
} from '@enroll/domain';

/**
 * The level to show after the server refused a submit with field errors: the first walked step whose
 * own rules report one of those fields for this draft; null when no step does (the submit step then
 * shows the message).
 */
export function levelOfServerErrors(
  variant: RegistrationVariant,
  draft: RegistrationDraft,
  errors: readonly FieldError[],
): number | null {
  const fields = new Set(errors.map((error) => error.field));
  for (const step of visibleSteps(variant, draft)) {
    if (registrationStepIssues(step, variant, draft).some((issue) => fields.has(issue.field)))
      return levelOfStep(variant, step);
  }
  return null;
}
