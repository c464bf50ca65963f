import { useStepLayoutStyles } from '../../../components/form-fields/field-styles.ts';
import { HomeSurveySection } from '../../../components/registration-sections/yes-no-sections.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import type { RegistrationStepComponent } from '../step-types.ts';
import { useStepForm } from '../use-step-form.ts';

/** Home Survey (long flow): computer and internet access at home, both required. */
const HomeSurveyStep: RegistrationStepComponent = () => {
  const layout = useStepLayoutStyles();
  const form = useStepForm('homeSurvey');
  return (
    <WizardForm form={form} className={layout.stack}>
      <HomeSurveySection />
    </WizardForm>
  );
};

export default HomeSurveyStep;
