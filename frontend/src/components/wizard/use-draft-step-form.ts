import type { FieldError } from '@enroll/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { DomainSchemaSource } from '../../lib/forms/domain-resolver.ts';
import { draftFieldOf, placeServerFieldErrors } from '../../lib/forms/field-errors.ts';
import { useDomainForm } from '../../lib/forms/use-domain-form.ts';
import { whenEngagedAndIdle } from '../../lib/when-engaged.ts';
import { useWizardForm } from './use-wizard-form.ts';

export interface DraftStepFormOptions<T extends FieldValues> {
  /** The wizard's whole draft as it is when the step mounts. */
  draft: T & DefaultValues<T>;
  /** Merges changed fields into the draft (and stores it). */
  update(partial: Partial<T>): void;
  /**
   * The domain schema of this step as a check of the whole draft (`asTypedSchema`), or a loader of
   * it: then it is fetched once the family is using the page (and the browser is idle), and the first
   * check waits for it if it comes first.
   */
  schema: DomainSchemaSource<T, T>;
  /** The field errors of the last refused submit; those on this step's fields show when it mounts. */
  serverErrors?: readonly FieldError[];
}

/**
 * The form of one wizard step over the whole draft, checked with the domain schema of the step. The
 * frame's forward (or Submit) button runs its `handleSubmit`: valid → the values go into the draft and
 * the wizard moves on; invalid → errors on the fields and the step's banner. Errors show from the first
 * attempt on (mode onSubmit), then follow each change; every change reaches the draft after a pause in
 * typing, and leaving the step saves what is pending.
 */
export function useDraftStepForm<T extends FieldValues>({
  draft,
  update,
  schema,
  serverErrors = [],
}: DraftStepFormOptions<T>): UseFormReturn<T> {
  const [initial] = useState(() => ({ draft, serverErrors, schema }));
  const form = useDomainForm<T, T>(initial.schema, {
    defaultValues: initial.draft,
    issuesOn: draftFieldOf,
    shouldFocusError: false,
  });
  // Only what changed since the last save goes into the draft, so an update() made elsewhere while the
  // step is open (another field of the draft) is not overwritten by the value the form started with.
  const lastSaved = useRef<T>(initial.draft);
  const save = useCallback(
    (values: T) => {
      const changed: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(values)) {
        if (Object.hasOwn(lastSaved.current, field) && lastSaved.current[field] !== value)
          changed[field] = value;
      }
      lastSaved.current = values;
      if (Object.keys(changed).length > 0) update(changed as Partial<T>);
    },
    [update],
  );
  useWizardForm(form, { save });

  useEffect(() => {
    if (typeof schema !== 'function') return;
    // Loaders share one fetch; a failure here is ignored, as the check fetches again when it runs.
    return whenEngagedAndIdle(() => void schema().catch(() => undefined));
  }, [schema]);

  // The form object is the same on every render.
  useEffect(() => {
    placeServerFieldErrors(form, initial.serverErrors, draftFieldOf);
  }, [initial, form]);

  return form;
}
