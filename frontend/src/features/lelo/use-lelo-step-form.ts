import {
  type LeloDraft,
  type LeloStepKey,
  leloAgreementStepSchema,
  leloClassesStepSchema,
  leloLocationStepSchema,
  leloMailingAddressStepSchema,
  leloParentStepSchema,
  leloPhysicalAddressStepSchema,
  leloStudentSchema,
} from '@enroll/domain';
import type { UseFormReturn } from 'react-hook-form';
import type { DraftStepSchema } from '../../components/wizard/draft-step-resolver.ts';
import { useDraftStepForm } from '../../components/wizard/use-draft-step-form.ts';
import { useLeloWizard } from './lelo-wizard-context.tsx';

export type LeloStepForm = UseFormReturn<LeloDraft>;

/** The domain schema of each step (the student step checks the birth date against today at parse time). */
const STEP_SCHEMAS: Record<LeloStepKey, DraftStepSchema> = {
  location: leloLocationStepSchema,
  student: leloStudentSchema,
  parent: leloParentStepSchema,
  physicalAddress: leloPhysicalAddressStepSchema,
  mailingAddress: leloMailingAddressStepSchema,
  classes: leloClassesStepSchema,
  agreement: leloAgreementStepSchema,
};

/**
 * The form of one Lelo step, over the whole draft and checked with the domain's schema of the step
 * (see `useDraftStepForm`).
 *
 *   const form = useLeloStepForm('classes');
 *   return <WizardForm form={form}><SelectField name="gradeLevel" … /></WizardForm>;
 */
export function useLeloStepForm(step: LeloStepKey): LeloStepForm {
  const { draft, update, serverErrors } = useLeloWizard();
  return useDraftStepForm({ draft, update, schema: STEP_SCHEMAS[step], serverErrors });
}
