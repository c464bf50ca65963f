import type { RegistrationDraft, RegistrationStepKey, RegistrationVariant } from '@enroll/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useDraftStepForm } from '../../components/wizard/use-draft-step-form.ts';
import type { DomainSchema } from '../../lib/forms/domain-resolver.ts';
import { loadOnce } from '../../lib/load-once.ts';
import { useRegistrationDraft } from './registration-draft-context.tsx';

export type RegistrationStepForm = UseFormReturn<RegistrationDraft>;

const loadStepSchemas = loadOnce(() => import('./registration-step-schemas.ts'));

/** One loader per step and variant for the life of the page (the form keeps the one it started with). */
const schemaLoaders = new Map<string, () => Promise<DomainSchema<RegistrationDraft, RegistrationDraft>>>();

function stepSchemaLoader(step: RegistrationStepKey, variant: RegistrationVariant) {
  const key = `${variant}:${step}`;
  let loader = schemaLoaders.get(key);
  if (!loader) {
    loader = () => loadStepSchemas().then((module) => module.registrationStepCheck(step, variant));
    schemaLoaders.set(key, loader);
  }
  return loader;
}

/**
 * The form of one registration step, over the whole draft and checked with the domain's schema of
 * this step and variant (see `useDraftStepForm`), fetched apart from the page.
 *
 *   const form = useStepForm('studentInformation');
 *   return <WizardForm form={form}><TextField name="firstName" … /></WizardForm>;
 */
export function useStepForm(step: RegistrationStepKey): RegistrationStepForm {
  const { draft, update, variant, serverErrors } = useRegistrationDraft();
  return useDraftStepForm({ draft, update, schema: stepSchemaLoader(step, variant), serverErrors });
}
