import { usePeopleFormStyles } from '../../../components/registration-sections/address/people-form-styles.ts';
import { ParentInformationSection } from '../../../components/registration-sections/parent-information-section.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import type { RegistrationStepComponent } from '../step-types.ts';
import { useStepForm } from '../use-step-form.ts';

/** Parent Information (long flow) / Parent 1 Information (short flow). */
const ParentInformationStep: RegistrationStepComponent = ({ variant }) => {
  const layout = usePeopleFormStyles();
  const form = useStepForm('parentInformation');
  return (
    <WizardForm form={form} className={layout.form}>
      <ParentInformationSection variant={variant} />
    </WizardForm>
  );
};

export default ParentInformationStep;
