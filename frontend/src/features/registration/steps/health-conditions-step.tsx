import { useStepLayoutStyles } from '../../../components/form-fields/field-styles.ts';
import { HealthConditionsSection } from '../../../components/registration-sections/health-conditions-section.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import type { RegistrationStepComponent } from '../step-types.ts';
import { useStepForm } from '../use-step-form.ts';

/** Health Conditions (long flow). */
const HealthConditionsStep: RegistrationStepComponent = () => {
  const layout = useStepLayoutStyles();
  const form = useStepForm('healthConditions');
  return (
    <WizardForm form={form} className={layout.stack}>
      <HealthConditionsSection />
    </WizardForm>
  );
};

export default HealthConditionsStep;
