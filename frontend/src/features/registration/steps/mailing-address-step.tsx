import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import { registerMessages } from '../../../i18n/i18n.ts';
import type { RegistrationStepComponent } from '../step-types.ts';
import { useStepForm } from '../use-step-form.ts';
import { AddressFields, MAILING_ADDRESS_FIELDS } from './address/address-fields.tsx';
import { usePeopleFormStyles } from './address/people-form-styles.ts';
import { registrationPeopleEn } from './i18n/en-people.ts';

registerMessages('registrationPeople', registrationPeopleEn);

/** Mailing Address (the flow shows it only when the mailing address differs from the physical one). */
const MailingAddressStep: RegistrationStepComponent = () => {
  const layout = usePeopleFormStyles();
  const form = useStepForm('mailingAddress');
  return (
    <WizardForm form={form} className={layout.form}>
      <AddressFields fields={MAILING_ADDRESS_FIELDS} autoCompleteSection="mailing" />
    </WizardForm>
  );
};

export default MailingAddressStep;
