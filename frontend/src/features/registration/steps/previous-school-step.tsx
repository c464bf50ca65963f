import { useStepLayoutStyles } from '../../../components/form-fields/field-styles.ts';
import { PreviousSchoolSection } from '../../../components/registration-sections/previous-school-section.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import type { RegistrationStepComponent } from '../step-types.ts';
import { useStepForm } from '../use-step-form.ts';

/** Previous School Information (see PreviousSchoolSection). */
const PreviousSchoolStep: RegistrationStepComponent = ({ variant }) => {
  const layout = useStepLayoutStyles();
  const form = useStepForm('previousSchool');
  return (
    <WizardForm form={form} className={layout.stack}>
      <PreviousSchoolSection variant={variant} />
    </WizardForm>
  );
};

export default PreviousSchoolStep;
