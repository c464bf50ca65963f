import { usePeopleFormStyles } from '../../../components/registration-sections/address/people-form-styles.ts';
import {
  Parent2InformationSection,
  useSelfOnlyForAdults,
} from '../../../components/registration-sections/parent2-information-section.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import type { RegistrationStepComponent } from '../step-types.ts';
import { useStepForm } from '../use-step-form.ts';

/** Parent2 Information (short flow). The step's message ('Please fill out all required fields') comes
 * from the domain through the wizard frame. */
const Parent2InformationStep: RegistrationStepComponent = () => {
  const layout = usePeopleFormStyles();
  const form = useStepForm('parent2Information');
  useSelfOnlyForAdults(form);
  return (
    <WizardForm form={form} className={layout.form}>
      <Parent2InformationSection />
    </WizardForm>
  );
};

export default Parent2InformationStep;
