import { type RegistrationDraft, type RegistrationStepKey, registrationStepSchema } from '@enroll/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useDraftStepForm } from '../../components/wizard/use-draft-step-form.ts';
import { useRegistrationDraft } from './registration-draft-context.tsx';

export type RegistrationStepForm = UseFormReturn<RegistrationDraft>;

/**
 * The form of one registration step, over the whole draft and checked with the domain's schema of
 * this step and variant (see `useDraftStepForm`).
 *
 *   const form = useStepForm('studentInformation');
 *   return <WizardForm form={form}><TextField name="firstName" … /></WizardForm>;
 */
export function useStepForm(step: RegistrationStepKey): RegistrationStepForm {
  const { draft, update, variant, serverErrors } = useRegistrationDraft();
  return useDraftStepForm({ draft, update, schema: registrationStepSchema(step, variant), serverErrors });
}
