import { useStepLayoutStyles } from '../../../components/form-fields/field-styles.ts';
import { YesNoField } from '../../../components/form-fields/yes-no-field.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import { registerMessages } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { RegistrationStepComponent } from '../step-types.ts';
import { useStepForm } from '../use-step-form.ts';
import { registrationBackgroundEn } from './i18n/en-background.ts';

registerMessages('registrationBackground', registrationBackgroundEn);

/**
 * Migrant Education (long flow): one required yes/no question. Its step message, 'Please fill the all
 * required details', is the domain's stepMessageKey('migrantEducation'), shown by the wizard frame.
 */
const MigrantEducationStep: RegistrationStepComponent = () => {
  const { t } = useTranslation('registrationBackground');
  const layout = useStepLayoutStyles();
  const form = useStepForm('migrantEducation');
  return (
    <WizardForm form={form} className={layout.stack}>
      <YesNoField
        name="isPgEmployedInOneOrMoreAgriculturalOrFishingActivities"
        label={t('migrantEducation.isPgEmployedInOneOrMoreAgriculturalOrFishingActivities')}
        required
      />
    </WizardForm>
  );
};

export default MigrantEducationStep;
