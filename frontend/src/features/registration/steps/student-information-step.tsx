import { usePeopleFormStyles } from '../../../components/registration-sections/address/people-form-styles.ts';
import { StudentInformationSection } from '../../../components/registration-sections/student-information-section.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import type { RegistrationStepComponent } from '../step-types.ts';
import { useStepForm } from '../use-step-form.ts';

/** Student Information (see StudentInformationSection). */
const StudentInformationStep: RegistrationStepComponent = ({ variant }) => {
  const layout = usePeopleFormStyles();
  const form = useStepForm('studentInformation');
  return (
    <WizardForm form={form} className={layout.form}>
      <StudentInformationSection variant={variant} />
    </WizardForm>
  );
};

export default StudentInformationStep;
