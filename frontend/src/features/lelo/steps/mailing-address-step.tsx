import { useWatch } from 'react-hook-form';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import type { LeloStepComponent } from '../lelo-step-types.ts';
import { useLeloStepForm } from '../use-lelo-step-form.ts';
import { AddressFields } from './address-fields.tsx';
import { useLeloStepStyles } from './lelo-step-styles.ts';

/** Mailing Address (5/7), shown only when it is not the physical one: street and city (50), state, zip. */
const MailingAddressStep: LeloStepComponent = () => {
  const layout = useLeloStepStyles();
  const form = useLeloStepForm('mailingAddress');
  const state = useWatch({ control: form.control, name: 'mailingState' });
  return (
    <WizardForm form={form} className={layout.form}>
      <AddressFields address="mailing" state={state} />
    </WizardForm>
  );
};

export default MailingAddressStep;
