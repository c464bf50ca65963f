import { useStepLayoutStyles } from '../../../components/form-fields/field-styles.ts';
import { TextField } from '../../../components/form-fields/text-field.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import { registerMessages } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { RegistrationStepComponent } from '../step-types.ts';
import { useStepForm } from '../use-step-form.ts';
import { registrationBackgroundEn } from './i18n/en-background.ts';

registerMessages('registrationBackground', registrationBackgroundEn);

const SCHOOL_MAX_LENGTH = 100;
const PLACE_MAX_LENGTH = 50;

/**
 * Previous School Information: the school name (auto-capitalised) with its city and state. The short
 * flow requires the name only, the long flow all three (the domain's step schema decides).
 */
const PreviousSchoolStep: RegistrationStepComponent = ({ variant }) => {
  const { t } = useTranslation('registrationBackground');
  const layout = useStepLayoutStyles();
  const form = useStepForm('previousSchool');
  const placeRequired = variant === 'long';
  const optional = placeRequired ? undefined : t('optional');
  return (
    <WizardForm form={form} className={layout.stack}>
      <TextField
        name="previousSchool"
        label={t('previousSchool.previousSchool')}
        required
        capitalise="sentence"
        maxLength={SCHOOL_MAX_LENGTH}
        autoComplete="off"
      />
      <div className={layout.pair}>
        <TextField
          name="previousSchoolCity"
          label={t('previousSchool.previousSchoolCity')}
          required={placeRequired}
          hint={optional}
          capitalise="words"
          maxLength={PLACE_MAX_LENGTH}
          autoComplete="off"
        />
        <TextField
          name="previousSchoolState"
          label={t('previousSchool.previousSchoolState')}
          required={placeRequired}
          hint={optional}
          capitalise="words"
          maxLength={PLACE_MAX_LENGTH}
          autoComplete="off"
        />
      </div>
    </WizardForm>
  );
};

export default PreviousSchoolStep;
