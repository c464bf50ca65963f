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
import { useCallback, useEffect, useRef, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useWizardForm } from '../../components/wizard/use-wizard-form.ts';
import { type LeloStepSchema, leloStepResolver } from './lelo-step-resolver.ts';
import { useLeloWizard } from './lelo-wizard-context.tsx';

export type LeloStepForm = UseFormReturn<LeloDraft>;

/** The domain schema of each step (the student step checks the birth date against today at parse time). */
const STEP_SCHEMAS: Record<LeloStepKey, LeloStepSchema> = {
  location: leloLocationStepSchema,
  student: leloStudentSchema,
  parent: leloParentStepSchema,
  physicalAddress: leloPhysicalAddressStepSchema,
  mailingAddress: leloMailingAddressStepSchema,
  classes: leloClassesStepSchema,
  agreement: leloAgreementStepSchema,
};

function isDraftField(draft: LeloDraft, field: string): field is keyof LeloDraft {
  return Object.hasOwn(draft, field);
}

/**
 * The form of one Lelo step, over the whole draft and checked with the domain's schema of the step.
 * The frame's forward (or Submit) button runs its `handleSubmit`: valid → the values go into the draft
 * and the wizard moves on; invalid → errors on the fields and the step's banner. Errors show from the
 * first attempt on (mode onSubmit), then follow each change; every change reaches the draft after a
 * pause in typing and leaving the step saves what is pending.
 *
 *   const form = useLeloStepForm('classes');
 *   return <WizardForm form={form}><SelectField name="gradeLevel" … /></WizardForm>;
 */
export function useLeloStepForm(step: LeloStepKey): LeloStepForm {
  const { draft, update, serverErrors } = useLeloWizard();
  const [initial] = useState(() => ({ draft, serverErrors: serverErrors ?? [] }));
  const form = useForm<LeloDraft>({
    defaultValues: initial.draft,
    resolver: leloStepResolver(STEP_SCHEMAS[step]),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  // Only what changed since the last save goes into the draft, so an update() made elsewhere while the
  // step is open is not overwritten by the value the form started with.
  const lastSaved = useRef(initial.draft);
  const save = useCallback(
    (values: LeloDraft) => {
      const changed: Partial<LeloDraft> = {};
      for (const [field, value] of Object.entries(values)) {
        if (isDraftField(lastSaved.current, field) && lastSaved.current[field] !== value)
          Object.assign(changed, { [field]: value });
      }
      lastSaved.current = values;
      if (Object.keys(changed).length > 0) update(changed);
    },
    [update],
  );
  useWizardForm(form, { save });

  // The server's field errors of the last refused submit, on the fields of this step.
  const { setError } = form;
  useEffect(() => {
    for (const error of initial.serverErrors) {
      // 'courses.0.id' belongs to the field 'courses'.
      const field = error.field.split('.')[0] ?? '';
      if (!isDraftField(initial.draft, field)) continue;
      setError(field, {
        type: 'server',
        message: error.code === 'invalid' ? error.message : error.code,
      });
    }
  }, [initial, setError]);

  return form;
}
