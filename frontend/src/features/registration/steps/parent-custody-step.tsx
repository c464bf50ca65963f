import { useStepLayoutStyles } from '../../../components/form-fields/field-styles.ts';
import { ParentCustodySection } from '../../../components/registration-sections/parent-custody-section.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import type { RegistrationStepComponent } from '../step-types.ts';
import { useStepForm } from '../use-step-form.ts';

/** Parent Custody Information: the submit step of the short flow. */
const ParentCustodyStep: RegistrationStepComponent = () => {
  const layout = useStepLayoutStyles();
  const form = useStepForm('parentCustody');
  return (
    <WizardForm form={form} className={layout.stack}>
      <ParentCustodySection />
    </WizardForm>
  );
};

export default ParentCustodyStep;
