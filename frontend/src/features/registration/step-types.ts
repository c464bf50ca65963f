import type { RegistrationDraft, RegistrationStepKey, RegistrationVariant } from '@enroll/domain';
import type { ComponentType } from 'react';

/** What the wizard passes each step component (everything is also in `useRegistrationDraft()`). */
export interface RegistrationStepProps {
  /** The draft as it stands (the step's form starts from it). */
  draft: RegistrationDraft;
  step: RegistrationStepKey;
  variant: RegistrationVariant;
}

export type RegistrationStepComponent = ComponentType<RegistrationStepProps>;

/** The step component of each step key; a key without one shows a notice instead of the form. */
export type StepComponents = Partial<Record<RegistrationStepKey, RegistrationStepComponent>>;
