import { CheckboxField } from '../../../components/form-fields/checkbox-field.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AddressFields } from './address-fields.tsx';
import { useLevelStyles } from './level-styles.ts';
import { useLevelForm } from './use-level-form.ts';

/** Level 3: the physical address and whether the mailing address is the same (then level 4 is skipped). */
export function PhysicalAddressLevel() {
  const { t } = useTranslation('addInterest');
  const styles = useLevelStyles();
  const form = useLevelForm('physicalAddress');
  return (
    <WizardForm form={form} className={styles.stack}>
      <AddressFields prefix="" />
      <CheckboxField name="sameAddress" label={t('fields.sameAddress')} />
    </WizardForm>
  );
}
