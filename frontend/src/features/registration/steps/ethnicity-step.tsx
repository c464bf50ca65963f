import { RACES } from '@enroll/domain';
import { useStepLayoutStyles } from '../../../components/form-fields/field-styles.ts';
import { SelectField } from '../../../components/form-fields/select-field.tsx';
import { YesNoField } from '../../../components/form-fields/yes-no-field.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import { registerMessages } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { RegistrationStepComponent } from '../step-types.ts';
import { useStepForm } from '../use-step-form.ts';
import { registrationBackgroundEn } from './i18n/en-background.ts';

registerMessages('registrationBackground', registrationBackgroundEn);

/** Ethnicity: the Hispanic or Latino question and the primary race category (both required). */
const EthnicityStep: RegistrationStepComponent = () => {
  const { t } = useTranslation('registrationBackground');
  const layout = useStepLayoutStyles();
  const form = useStepForm('ethnicity');
  return (
    <WizardForm form={form} className={layout.stack}>
      <YesNoField
        name="isStudentHispanicOrLatino"
        label={t('ethnicity.isStudentHispanicOrLatino')}
        required
      />
      <SelectField
        name="primaryRaceCategory"
        label={t('ethnicity.primaryRaceCategory')}
        options={RACES}
        required
      />
    </WizardForm>
  );
};

export default EthnicityStep;
