import {
  type RegistrationDraft,
  type RegistrationField,
  type RegistrationStepKey,
  registrationStepSchema,
} from '@enroll/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useWizardForm } from '../../components/wizard/use-wizard-form.ts';
import { useRegistrationDraft } from './registration-draft-context.tsx';
import { stepResolver } from './step-resolver.ts';

export type RegistrationStepForm = UseFormReturn<RegistrationDraft>;

function isDraftField(draft: RegistrationDraft, field: string): field is RegistrationField {
  return Object.hasOwn(draft, field);
}

/**
 * The form of one wizard step, over the whole draft and checked with the domain's schema of this step
 * and variant. The shell's forward button runs its `handleSubmit` (valid → the values go into the draft
 * and the wizard moves on; invalid → errors on the fields, the step's message, focus on the first one);
 * every change reaches the draft 300 ms after typing pauses, and leaving the step saves what is pending.
 * Errors show from the first forward attempt on (mode onSubmit), then follow each change.
 *
 *   const form = useStepForm('studentInformation');
 *   return <WizardForm form={form}><TextField name="firstName" … /></WizardForm>;
 */
export function useStepForm(step: RegistrationStepKey): RegistrationStepForm {
  const { draft, update, variant, serverErrors } = useRegistrationDraft();
  const [initial] = useState(() => ({ draft, serverErrors }));
  const form = useForm<RegistrationDraft>({
    defaultValues: initial.draft,
    resolver: stepResolver(registrationStepSchema(step, variant)),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  // Only what changed since the last save goes into the draft, so an update() made elsewhere while the
  // step is open (another field of the draft) is not overwritten by the value the form started with.
  const lastSaved = useRef(initial.draft);
  const save = useCallback(
    (values: RegistrationDraft) => {
      const changed: Partial<RegistrationDraft> = {};
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

  // The server's field errors of the last submit, on the fields of this step.
  const { setError } = form;
  useEffect(() => {
    for (const error of initial.serverErrors) {
      if (!isDraftField(initial.draft, error.field)) continue;
      setError(error.field, {
        type: 'server',
        message: error.code === 'invalid' ? error.message : error.code,
      });
    }
  }, [initial, setError]);

  return form;
}
