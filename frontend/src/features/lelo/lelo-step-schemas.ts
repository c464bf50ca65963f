import {
  type LeloStepKey,
  leloAgreementStepSchema,
  leloClassesStepSchema,
  leloLocationStepSchema,
  leloMailingAddressStepSchema,
  leloParentStepSchema,
  leloPhysicalAddressStepSchema,
  leloStudentSchema,
} from '@enroll/domain';
import type { DraftStepSchema } from '../../components/wizard/draft-step-resolver.ts';

/**
 * The domain schema of each step, a chunk of its own with zod: `use-lelo-step-form.ts` loads it when
 * the family is using the page and the browser is idle, or at the first check (the student step
 * checks the birth date against today at parse time).
 */
export const LELO_STEP_SCHEMAS: Record<LeloStepKey, DraftStepSchema> = {
  location: leloLocationStepSchema,
  student: leloStudentSchema,
  parent: leloParentStepSchema,
  physicalAddress: leloPhysicalAddressStepSchema,
  mailingAddress: leloMailingAddressStepSchema,
  classes: leloClassesStepSchema,
  agreement: leloAgreementStepSchema,
};
