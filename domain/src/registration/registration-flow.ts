/**
 * Which steps a family actually walks. Levels stay those of the variant's table (level n shows step
 * n + 1, so the counters and the submit level never move); the Mailing Address level is skipped unless
 * the mailing address differs (isMailingAddressTheSame is 'no').
 */
import type { RegistrationVariant } from '../brand/brands.ts';
import type { RegistrationDraft } from './registration-draft.ts';
import {
  REGISTRATION_STEPS,
  type RegistrationStepKey,
  submitLevel,
  thankYouLevel,
} from './registration-steps.ts';

type FlowDraft = Pick<RegistrationDraft, 'isMailingAddressTheSame'>;

export function isStepSkipped(step: RegistrationStepKey, draft: FlowDraft): boolean {
  return step === 'mailingAddress' && draft.isMailingAddressTheSame !== 'no';
}

export function visibleSteps(variant: RegistrationVariant, draft: FlowDraft): RegistrationStepKey[] {
  return REGISTRATION_STEPS[variant].filter((step) => !isStepSkipped(step, draft));
}

/** The step shown at a level; null at the thank-you level or outside the table. */
export function stepAtLevel(variant: RegistrationVariant, level: number): RegistrationStepKey | null {
  return REGISTRATION_STEPS[variant][level] ?? null;
}

/** The level of a step in the variant; -1 when the variant has no such step. */
export function levelOfStep(variant: RegistrationVariant, step: RegistrationStepKey): number {
  return REGISTRATION_STEPS[variant].indexOf(step);
}

/** Forward from a level: the next walked step, or the thank-you level after the submit step. */
export function nextLevel(variant: RegistrationVariant, draft: FlowDraft, level: number): number {
  const last = thankYouLevel(variant);
  let next = Math.max(level + 1, 0);
  while (next < last) {
    const step = stepAtLevel(variant, next);
    if (step && !isStepSkipped(step, draft)) return next;
    next += 1;
  }
  return last;
}

/** Back from a level: the previous walked step; level 0 stays 0, the thank-you goes back to the submit step. */
export function previousLevel(variant: RegistrationVariant, draft: FlowDraft, level: number): number {
  let previous = Math.min(level - 1, submitLevel(variant));
  while (previous > 0) {
    const step = stepAtLevel(variant, previous);
    if (step && !isStepSkipped(step, draft)) return previous;
    previous -= 1;
  }
  return 0;
}
