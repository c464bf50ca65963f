import { LELO_MAILING_MAX_LENGTH } from '@enroll/domain';
import { useWatch } from 'react-hook-form';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { LeloStepComponent } from '../lelo-step-types.ts';
import { useLeloStepForm } from '../use-lelo-step-form.ts';
import { AddressFields } from './address-fields.tsx';
import { useLeloStepStyles } from './lelo-step-styles.ts';

/** Mailing Address (5/7), shown only when it is not the physical one: street and city (50), state, zip. */
const MailingAddressStep: LeloStepComponent = () => {
  const { t } = useTranslation('lelo');
  const layout = useLeloStepStyles();
  const form = useLeloStepForm('mailingAddress');
  const state = useWatch({ control: form.control, name: 'mailingState' });
  return (
    <WizardForm form={form} className={layout.form}>
      <AddressFields
        names={{ street: 'mailingStreet', city: 'mailingCity', state: 'mailingState', zip: 'mailingZip' }}
        labels={{
          street: t('address.mailingStreet'),
          city: t('address.mailingCity'),
          state: t('address.mailingState'),
          zip: t('address.mailingZip'),
        }}
        state={state}
        maxLength={LELO_MAILING_MAX_LENGTH}
      />
    </WizardForm>
  );
};

export default MailingAddressStep;
