import type { RegistrationStepKey, RegistrationVariant } from '@enroll/domain';
import type { ComponentType } from 'react';
import { usePeopleFormStyles } from '../../../components/registration-sections/address/people-form-styles.ts';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import type { RegistrationStepComponent } from '../step-types.ts';
import { useStepForm } from '../use-step-form.ts';

/**
 * A step whose form is one shared section of the registration. People and addresses lay out in one
 * column that may shrink ('people', see usePeopleFormStyles); the other sections in the step stack.
 */
export function sectionStep(
  step: RegistrationStepKey,
  Section: ComponentType<{ variant: RegistrationVariant }>,
  layout: 'people' | 'stack',
): RegistrationStepComponent {
  return function SectionStep({ variant }) {
    const styles = usePeopleFormStyles();
    const form = useStepForm(step);
    return (
      <WizardForm form={form} className={layout === 'people' ? styles.form : styles.stack}>
        <Section variant={variant} />
      </WizardForm>
    );
  };
}
