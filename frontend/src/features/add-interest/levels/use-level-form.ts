import { type StaffInterestLevel, staffInterestLevelSchemas } from '@enroll/domain';
import { useDraftStepForm } from '../../../components/wizard/use-draft-step-form.ts';
import { asTypedSchema } from '../../../lib/forms/as-typed-schema.ts';
import { useAddInterest } from '../add-interest-context.tsx';
import type { AddInterestValues } from '../add-interest-storage.ts';

/** A level's form over the whole draft, checked with the domain schema of that level on Next. */
export function useLevelForm(level: StaffInterestLevel) {
  const { draft, update, serverErrors } = useAddInterest();
  return useDraftStepForm<AddInterestValues>({
    draft,
    update,
    // The form keeps the check it started with.
    schema: asTypedSchema(staffInterestLevelSchemas[level]),
    serverErrors,
  });
}
