import {
  type RegistrationDraft,
  type RegistrationStepKey,
  type RegistrationVariant,
  registrationStepSchema,
} from '@enroll/domain';
import { asTypedSchema } from '../../lib/forms/as-typed-schema.ts';

// The registration steps' domain schemas, a chunk of its own with zod: `use-step-form.ts` loads it
// once the family is using the page and the browser is idle, or at the first check.
export function registrationStepCheck(step: RegistrationStepKey, variant: RegistrationVariant) {
  return asTypedSchema<RegistrationDraft>(registrationStepSchema(step, variant));
}
