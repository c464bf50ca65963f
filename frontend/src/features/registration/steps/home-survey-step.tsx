import { useStepLayoutStyles } from '../../../components/form-fields/field-styles.ts';
import { YesNoField } from '../../../components/form-fields/yes-no-field.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import { registerMessages } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { RegistrationStepComponent } from '../step-types.ts';
import { useStepForm } from '../use-step-form.ts';
import { QuestionGroup } from './background-question-group.tsx';
import { registrationBackgroundEn } from './i18n/en-background.ts';

registerMessages('registrationBackground', registrationBackgroundEn);

/** Home Survey (long flow): computer and internet access at home, both required. */
const HomeSurveyStep: RegistrationStepComponent = () => {
  const { t } = useTranslation('registrationBackground');
  const layout = useStepLayoutStyles();
  const form = useStepForm('homeSurvey');
  return (
    <WizardForm form={form} className={layout.stack}>
      <QuestionGroup legend={t('homeSurvey.legend')}>
        <YesNoField name="accessToComputerAtHome" label={t('homeSurvey.accessToComputerAtHome')} required />
        <YesNoField
          name="accessToTheInternetAtHome"
          label={t('homeSurvey.accessToTheInternetAtHome')}
          required
        />
      </QuestionGroup>
    </WizardForm>
  );
};

export default HomeSurveyStep;
