import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
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
 * forward, unmount) or the page (reload, closed or hidden tab: `pagehide`, `visibilitychange`) saves
 * what is pending.
 */
export function useWizardForm<T extends FieldValues>(
  form: UseFormReturn<T>,
  { save, debounceMs = DRAFT_SAVE_DELAY_MS }: WizardFormOptions<T>,
): void {
  const { handleSubmit, getValues, watch } = form;
  const saveRef = useRef(save);
  // Updated in the commit, so a save that comes right after a render uses that render's `save`.
  useLayoutEffect(() => {
    saveRef.current = save;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      saveRef.current(getValues());
    };
    const subscription = watch(() => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        saveRef.current(getValues());
      }, debounceMs);
    });
    // A reload, a closed tab or a phone putting the tab away never unmounts the step: what was typed
    // in the last moments before is saved then, not lost with the pending timer.
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      flush();
    };
  }, [watch, getValues, debounceMs]);

  const handler = useMemo(
    () => ({
      // Rejects when the check itself could not run (a step schema that failed to arrive): the wizard
      // then stays on the step without calling its answers wrong, and the next press tries again.
      validate: () =>
        new Promise<boolean>((resolve, reject) => {
          handleSubmit(
            () => {
              saveRef.current(getValues());
              resolve(true);
            },
            () => resolve(false),
          )().catch(reject);
        }),
      save: () => saveRef.current(getValues()),
    }),
    [handleSubmit, getValues],
  );
  useWizardStep(handler);
}
