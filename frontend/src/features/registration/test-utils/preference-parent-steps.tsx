import { emptyRegistrationDraft } from '@enroll/domain';
import { TextField } from '../../../components/form-fields/text-field.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import type { RegistrationStepComponent, StepComponents } from '../step-types.ts';
import { useStepForm } from '../use-step-form.ts';

/*
 * Two light stand-ins for Holston's (11-step) steps 2 and 3, for tests of moving between steps: each
 * has one field, so a test sees what was typed survive a move without filling a real step.
 */

export const PREFERENCE = 'Student Preference (2/11)';
export const PARENT = 'Parent 1 Information';

/** A draft whose Student Preference step is filled in (Mari, She/Her/Hers). */
export const PREFERENCE_DRAFT = {
  ...emptyRegistrationDraft(),
  studentName: 'Mari',
  preferredpronouns: 'She/Her/Hers',
};

const PreferenceStep: RegistrationStepComponent = ({ step }) => {
  const form = useStepForm(step);
  return (
    <WizardForm form={form}>
      <TextField name="studentName" label="Preferred Name" />
    </WizardForm>
  );
};

/** Step 3: a field of its own, checked with the Student Preference rules a stored draft passes. */
const ParentStep: RegistrationStepComponent = () => {
  const form = useStepForm('studentPreference');
  return (
    <WizardForm form={form}>
      <TextField name="pgFirstName" label="Parent First Name" />
    </WizardForm>
  );
};

export const PREFERENCE_PARENT_STEPS: StepComponents = {
  studentPreference: PreferenceStep,
  parentInformation: ParentStep,
};
