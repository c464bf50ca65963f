import type { LeloStepKey } from '@enroll/domain';
import type { ComponentType } from 'react';

/**
 * A step of the Lelo wizard: the default export of `steps/<kebab-step>-step.tsx`. It renders only its
 * fields inside `<WizardForm form={useLeloStepForm(step)}>`; the page's frame draws the title, the
 * banner message and the buttons. Everything it needs comes from `useLeloWizard()`.
 */
export type LeloStepComponent = ComponentType;

/** The step component of each step key. */
export type LeloStepComponents = Record<LeloStepKey, LeloStepComponent>;
