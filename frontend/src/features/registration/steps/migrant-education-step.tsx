import { useStepLayoutStyles } from '../../../components/form-fields/field-styles.ts';
import { MigrantEducationSection } from '../../../components/registration-sections/yes-no-sections.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import type { RegistrationStepComponent } from '../step-types.ts';
import { useStepForm } from '../use-step-form.ts';

/** Migrant Education (long flow): one required yes/no question. */
const MigrantEducationStep: RegistrationStepComponent = () => {
  const layout = useStepLayoutStyles();
  const form = useStepForm('migrantEducation');
  return (
    <WizardForm form={form} className={layout.stack}>
      <MigrantEducationSection />
    </WizardForm>
  );
};

export default MigrantEducationStep;
