import { useStepLayoutStyles } from '../../../components/form-fields/field-styles.ts';
import { PrimaryLanguageSection } from '../../../components/registration-sections/language-sections.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import type { RegistrationStepComponent } from '../step-types.ts';
import { useStepForm } from '../use-step-form.ts';

/** Primary Language (required); English fills the four home-language answers. */
const PrimaryLanguageStep: RegistrationStepComponent = ({ variant }) => {
  const layout = useStepLayoutStyles();
  const form = useStepForm('primaryLanguage');
  return (
    <WizardForm form={form} className={layout.stack}>
      <PrimaryLanguageSection variant={variant} />
    </WizardForm>
  );
};

export default PrimaryLanguageStep;
