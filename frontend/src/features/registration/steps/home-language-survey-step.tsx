import { useStepLayoutStyles } from '../../../components/form-fields/field-styles.ts';
import { HomeLanguageSurveySection } from '../../../components/registration-sections/language-sections.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import type { RegistrationStepComponent } from '../step-types.ts';
import { useStepForm } from '../use-step-form.ts';

/** Home Language Survey (long flow), with 'Set all to English'. */
const HomeLanguageSurveyStep: RegistrationStepComponent = () => {
  const layout = useStepLayoutStyles();
  const form = useStepForm('homeLanguageSurvey');
  return (
    <WizardForm form={form} className={layout.stack}>
      <HomeLanguageSurveySection />
    </WizardForm>
  );
};

export default HomeLanguageSurveyStep;
