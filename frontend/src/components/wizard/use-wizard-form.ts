import { useEffect, useMemo, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useWizardStep } from './wizard-context.tsx';

/** How long typing has to pause before what is on the step is saved to the wizard's draft. */
export const DRAFT_SAVE_DELAY_MS = 300;

export interface WizardFormOptions<T extends FieldValues> {
  /** Receives every value of the form: after a pause in typing, on a valid forward move, before going back. */
  save: (values: T) => void;
  debounceMs?: number;
}

/**
 * Connects a react-hook-form form to the wizard shell: the shell's forward button runs the form's
 * `handleSubmit` (valid → the values are saved and the wizard moves on; invalid → the form shows its
 * errors and the shell its message), every change is saved after a pause, and leaving the step (back,
 * forward, unmount) saves what is pending.
 */
export function useWizardForm<T extends FieldValues>(
  form: UseFormReturn<T>,
  { save, debounceMs = DRAFT_SAVE_DELAY_MS }: WizardFormOptions<T>,
): void {
  const { handleSubmit, getValues, watch } = form;
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch(() => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        saveRef.current(getValues());
      }, debounceMs);
    });
    return () => {
      subscription.unsubscribe();
      if (timer === undefined) return;
      clearTimeout(timer);
      saveRef.current(getValues());
    };
  }, [watch, getValues, debounceMs]);

  const handler = useMemo(
    () => ({
      validate: () =>
        new Promise<boolean>((resolve) => {
          void handleSubmit(
            () => {
              saveRef.current(getValues());
              resolve(true);
            },
            () => resolve(false),
          )().catch(() => resolve(false));
        }),
      save: () => saveRef.current(getValues()),
    }),
    [handleSubmit, getValues],
  );
  useWizardStep(handler);
}
