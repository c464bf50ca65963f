import { useStepLayoutStyles } from '../../../components/form-fields/field-styles.ts';
import { ReleaseRequestsSection } from '../../../components/registration-sections/yes-no-sections.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import type { RegistrationStepComponent } from '../step-types.ts';
import { useStepForm } from '../use-step-form.ts';

/** Release Requests: three in the short flow, six in the long flow. */
const ReleaseRequestsStep: RegistrationStepComponent = ({ variant }) => {
  const layout = useStepLayoutStyles();
  const form = useStepForm('releaseRequests');
  return (
    <WizardForm form={form} className={layout.stack}>
      <ReleaseRequestsSection variant={variant} />
    </WizardForm>
  );
};

export default ReleaseRequestsStep;
