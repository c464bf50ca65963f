import { EmailField } from '../../../components/form-fields/email-field.tsx';
import { PhoneField } from '../../../components/form-fields/phone-field.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useLevelStyles } from './level-styles.ts';
import { useLevelForm } from './use-level-form.ts';

/** Level 2: the e-mail and phone (the student's for an adult, the parent's for a minor). */
export function ContactLevel() {
  const { t } = useTranslation('addInterest');
  const styles = useLevelStyles();
  const form = useLevelForm('contact');
  return (
    <WizardForm form={form} className={styles.stack}>
      <div className={styles.pair}>
        <EmailField name="primaryEmail" label={t('fields.primaryEmail')} required autoComplete="off" />
        <PhoneField name="phone" label={t('fields.phone')} required autoComplete="off" />
      </div>
    </WizardForm>
  );
}
