import { usePeopleFormStyles } from '../../../components/registration-sections/address/people-form-styles.ts';
import { MailingAddressSection } from '../../../components/registration-sections/physical-address-section.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import type { RegistrationStepComponent } from '../step-types.ts';
import { useStepForm } from '../use-step-form.ts';

/** Mailing Address (the flow shows it only when the mailing address differs from the physical one). */
const MailingAddressStep: RegistrationStepComponent = ({ variant }) => {
  const layout = usePeopleFormStyles();
  const form = useStepForm('mailingAddress');
  return (
    <WizardForm form={form} className={layout.form}>
      <MailingAddressSection variant={variant} />
    </WizardForm>
  );
};

export default MailingAddressStep;
