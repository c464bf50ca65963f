import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { useLiveFormState, useSameChildren } from './step-form-renders.ts';
import { useWizard } from './wizard-context.tsx';

interface WizardFormProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  children: ReactNode;
  className?: string;
}

/** Inputs whose Enter is not theirs to use: the browser submits a one-field form with them. */
const NOT_A_FIELD = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden', 'color', 'range']);

/**
 * Whether Enter pressed on `target` means 'go on': a text, date, number, choice or select field (not
 * a textarea, where Enter is a new line; not a button or a link, which have their own action; not the
 * signature pad or any other widget; not an open list of a combobox, where Enter picks an option).
 */
export function isEnterForNext(target: EventTarget): boolean {
  if (target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  if (NOT_A_FIELD.has(target.type)) return false;
  return target.getAttribute('aria-expanded') !== 'true';
}

/**
 * A step's <form>: gives its fields the form through react-hook-form's context (`useFormContext`),
 * and Enter in one of its fields does what the step's forward control does (Next: checked and on, as
 * a tap; see `pressEnter` for the submit step). The buttons sit outside the form, so a browser would
 * submit only a one-field step on Enter: every field is handled here, the same way.
 *
 * A change of the form's own state (`formState`) renders the step again, not its fields: see
 * step-form-renders.ts.
 */
export function WizardForm<T extends FieldValues>({ form, children, className }: WizardFormProps<T>) {
  const { pressEnter } = useWizard();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    pressEnter();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.repeat) return;
    // A key that completes an input method's composition (Chinese, Japanese…) is not a press of Enter.
    if (event.nativeEvent.isComposing) return;
    if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
    if (!isEnterForNext(event.target)) return;
    event.preventDefault();
    pressEnter();
  };
  const formState = useLiveFormState(form);
  const body = useSameChildren(children);
  return (
    <FormProvider {...form} formState={formState}>
      <form noValidate className={className} onSubmit={onSubmit} onKeyDown={onKeyDown}>
        {body}
      </form>
    </FormProvider>
  );
}
