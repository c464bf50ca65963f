import { LONG_FLOW_RELEASES, SHORT_FLOW_RELEASES } from '@enroll/domain';
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

/**
 * Release Requests: the short flow asks three (text the student, text the parents, Google Apps for
 * Education), the long flow all six; every one asked is required.
 */
const ReleaseRequestsStep: RegistrationStepComponent = ({ variant }) => {
  const { t } = useTranslation('registrationBackground');
  const layout = useStepLayoutStyles();
  const form = useStepForm('releaseRequests');
  const fields = variant === 'short' ? SHORT_FLOW_RELEASES : LONG_FLOW_RELEASES;
  return (
    <WizardForm form={form} className={layout.stack}>
      <QuestionGroup legend={t('releaseRequests.legend')}>
        {fields.map((field) => (
          <YesNoField key={field} name={field} label={t(`releaseRequests.${field}`)} required />
        ))}
      </QuestionGroup>
    </WizardForm>
  );
};

export default ReleaseRequestsStep;
