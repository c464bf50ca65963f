import { useStepLayoutStyles } from '../../../components/form-fields/field-styles.ts';
import { EmergencyContactsSection } from '../../../components/registration-sections/emergency-contacts-section.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import type { RegistrationStepComponent } from '../step-types.ts';
import { useStepForm } from '../use-step-form.ts';

/** Emergency Contacts (long flow, the submit step). */
const EmergencyContactsStep: RegistrationStepComponent = () => {
  const layout = useStepLayoutStyles();
  const form = useStepForm('emergencyContacts');
  return (
    <WizardForm form={form} className={layout.stack}>
      <EmergencyContactsSection />
    </WizardForm>
  );
};

export default EmergencyContactsStep;
