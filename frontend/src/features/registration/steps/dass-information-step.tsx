import { useStepLayoutStyles } from '../../../components/form-fields/field-styles.ts';
import { DassInformationSection } from '../../../components/registration-sections/dass-information-section.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import type { RegistrationStepComponent } from '../step-types.ts';
import { useStepForm } from '../use-step-form.ts';

/** DASS Information (long flow). */
const DassInformationStep: RegistrationStepComponent = () => {
  const layout = useStepLayoutStyles();
  const form = useStepForm('dassInformation');
  return (
    <WizardForm form={form} className={layout.stack}>
      <DassInformationSection />
    </WizardForm>
  );
};

export default DassInformationStep;
