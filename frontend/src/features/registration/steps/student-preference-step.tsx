import { usePeopleFormStyles } from '../../../components/registration-sections/address/people-form-styles.ts';
import { StudentPreferenceSection } from '../../../components/registration-sections/student-preference-section.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import type { RegistrationStepComponent } from '../step-types.ts';
import { useStepForm } from '../use-step-form.ts';

/** Student Preference (short flow): preferred name and pronouns. */
const StudentPreferenceStep: RegistrationStepComponent = () => {
  const layout = usePeopleFormStyles();
  const form = useStepForm('studentPreference');
  return (
    <WizardForm form={form} className={layout.form}>
      <StudentPreferenceSection />
    </WizardForm>
  );
};

export default StudentPreferenceStep;
