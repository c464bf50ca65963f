import {
  hasCaliforniaCounties,
  LELO_ADDRESS_MAX_LENGTH,
  LELO_YES_NO,
  LIVING_SITUATIONS,
} from '@enroll/domain';
import { useWatch } from 'react-hook-form';
import { CountyField } from '../../../components/form-fields/county-field.tsx';
import { withCurrent } from '../../../components/form-fields/place-options.ts';
import { SelectField } from '../../../components/form-fields/select-field.tsx';
import { TextField } from '../../../components/form-fields/text-field.tsx';
import { RadioField } from '../../../components/form-fields/yes-no-field.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { LeloStepComponent } from '../lelo-step-types.ts';
import { useLeloStepForm } from '../use-lelo-step-form.ts';
import { AddressFields } from './address-fields.tsx';
import { useLeloStepStyles } from './lelo-step-styles.ts';

/**
 * Physical Address (4/7): lives with a parent or guardian, living status, the address (street and city
 * up to 100 characters), 'County of Residence' (the 58 counties for California, else free text), school
 * district, and whether the mailing address is the same ('Yes' skips the mailing step).
 */
const PhysicalAddressStep: LeloStepComponent = () => {
  const { t } = useTranslation('lelo');
  const layout = useLeloStepStyles();
  const form = useLeloStepForm('physicalAddress');
  const { control } = form;
  const [state, livingStatus] = useWatch({ control, name: ['state', 'livingStatus'] });
  const yesNo = LELO_YES_NO.map((value) => ({
    value,
    label: t(value === 'Yes' ? 'options.yes' : 'options.no'),
  }));

  return (
    <WizardForm form={form} className={layout.form}>
      <RadioField name="liveWithPg" label={t('address.liveWithPg')} options={yesNo} required />
      <SelectField
        className={layout.select}
        name="livingStatus"
        label={t('address.livingStatus')}
        options={withCurrent(LIVING_SITUATIONS, livingStatus)}
        required
      />
      <AddressFields address="physical" state={state} />
      <div className={layout.pair}>
        <CountyField
          name="country"
          label={t('address.country')}
          californian={hasCaliforniaCounties(state)}
          required
          offerCapitals
          maxLength={LELO_ADDRESS_MAX_LENGTH}
          selectClassName={layout.select}
        />
        <TextField
          name="district"
          label={t('address.district')}
          required
          offerCapitals
          maxLength={LELO_ADDRESS_MAX_LENGTH}
        />
      </div>
      <RadioField
        name="isMailingAddressTheSame"
        label={t('address.isMailingAddressTheSame')}
        options={yesNo}
        required
      />
    </WizardForm>
  );
};

export default PhysicalAddressStep;
