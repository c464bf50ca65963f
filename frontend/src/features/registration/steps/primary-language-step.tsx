import { ALL_ENGLISH_HOME_LANGUAGES, HOME_LANGUAGE_FIELDS, LANGUAGES } from '@enroll/domain';
import { useStepLayoutStyles } from '../../../components/form-fields/field-styles.ts';
import { SelectField } from '../../../components/form-fields/select-field.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import { registerMessages } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { RegistrationStepComponent } from '../step-types.ts';
import { useStepForm } from '../use-step-form.ts';
import { registrationBackgroundEn } from './i18n/en-background.ts';

registerMessages('registrationBackground', registrationBackgroundEn);

const ENGLISH = 'English';

/**
 * Primary Language (required). Choosing English fills the four home-language answers with English
 * (spec section 4), so the long flow's Home Language Survey starts answered and the short flow, which
 * has no survey step, still stores them; other languages leave them as they are.
 */
const PrimaryLanguageStep: RegistrationStepComponent = ({ variant }) => {
  const { t } = useTranslation('registrationBackground');
  const layout = useStepLayoutStyles();
  const form = useStepForm('primaryLanguage');
  const onLanguageChange = (language: string) => {
    if (language !== ENGLISH) return;
    for (const field of HOME_LANGUAGE_FIELDS) {
      form.setValue(field, ALL_ENGLISH_HOME_LANGUAGES[field], { shouldDirty: true });
    }
  };
  return (
    <WizardForm form={form} className={layout.stack}>
      <SelectField
        name="primaryLanguage"
        label={t('primaryLanguage.primaryLanguage')}
        options={LANGUAGES}
        required
        hint={variant === 'long' ? t('primaryLanguage.englishHint') : undefined}
        onValueChange={onLanguageChange}
      />
    </WizardForm>
  );
};

export default PrimaryLanguageStep;
