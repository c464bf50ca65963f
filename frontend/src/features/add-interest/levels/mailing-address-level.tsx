import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import { AddressFields } from './address-fields.tsx';
import { useLevelStyles } from './level-styles.ts';
import { useLevelForm } from './use-level-form.ts';

/** Level 4 (only when the mailing address differs): the mailing address. */
export function MailingAddressLevel() {
  const styles = useLevelStyles();
  const form = useLevelForm('mailingAddress');
  return (
    <WizardForm form={form} className={styles.stack}>
      <AddressFields prefix="mailing" />
    </WizardForm>
  );
}
