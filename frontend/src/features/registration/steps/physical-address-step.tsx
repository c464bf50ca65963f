import { usePeopleFormStyles } from '../../../components/registration-sections/address/people-form-styles.ts';
import { PhysicalAddressSection } from '../../../components/registration-sections/physical-address-section.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import type { RegistrationStepComponent } from '../step-types.ts';
import { useStepForm } from '../use-step-form.ts';

/** Physical Address (see PhysicalAddressSection). */
const PhysicalAddressStep: RegistrationStepComponent = ({ variant }) => {
  const layout = usePeopleFormStyles();
  const form = useStepForm('physicalAddress');
  return (
    <WizardForm form={form} className={layout.form}>
      <PhysicalAddressSection variant={variant} />
    </WizardForm>
  );
};

export default PhysicalAddressStep;
