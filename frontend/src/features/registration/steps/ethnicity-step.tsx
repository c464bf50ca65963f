import { useStepLayoutStyles } from '../../../components/form-fields/field-styles.ts';
import { EthnicitySection } from '../../../components/registration-sections/ethnicity-section.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import type { RegistrationStepComponent } from '../step-types.ts';
import { useStepForm } from '../use-step-form.ts';

/** Ethnicity: the Hispanic or Latino question and the primary race category (both required). */
const EthnicityStep: RegistrationStepComponent = () => {
  const layout = useStepLayoutStyles();
  const form = useStepForm('ethnicity');
  return (
    <WizardForm form={form} className={layout.stack}>
      <EthnicitySection />
    </WizardForm>
  );
};

export default EthnicityStep;
