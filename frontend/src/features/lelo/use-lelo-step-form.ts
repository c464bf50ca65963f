import { LELO_STEPS, type LeloDraft, type LeloStepKey } from '@enroll/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useDraftStepForm } from '../../components/wizard/use-draft-step-form.ts';
import type { DomainSchema } from '../../lib/forms/domain-resolver.ts';
import { loadOnce } from '../../lib/load-once.ts';
import { useLeloWizard } from './lelo-wizard-context.tsx';

export type LeloStepForm = UseFormReturn<LeloDraft>;

const loadStepSchemas = loadOnce(() => import('./lelo-step-schemas.ts'));

/** Each step's schema loader, one function per step for the life of the page (the form keeps it). */
const STEP_SCHEMA_LOADERS = Object.fromEntries(
  LELO_STEPS.map((step) => [step, () => loadStepSchemas().then((module) => module.LELO_STEP_SCHEMAS[step])]),
) as Record<LeloStepKey, () => Promise<DomainSchema<LeloDraft, LeloDraft>>>;

/**
 * The form of one Lelo step, over the whole draft and checked with the domain's schema of the step
 * (see `useDraftStepForm`), fetched apart from the page (see `lelo-step-schemas.ts`).
 *
 *   const form = useLeloStepForm('classes');
 *   return <WizardForm form={form}><SelectField name="gradeLevel" … /></WizardForm>;
 */
export function useLeloStepForm(step: LeloStepKey): LeloStepForm {
  const { draft, update, serverErrors } = useLeloWizard();
  return useDraftStepForm({ draft, update, schema: STEP_SCHEMA_LOADERS[step], serverErrors });
}
