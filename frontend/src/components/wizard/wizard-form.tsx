import type { FormEvent, ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { useWizard } from './wizard-context.tsx';

interface WizardFormProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  children: ReactNode;
  className?: string;
}

/**
 * A step's <form>: gives its fields the form through react-hook-form's context (`useFormContext`),
 * and a submit (Enter in a field) is the shell's forward move.
 */
export function WizardForm<T extends FieldValues>({ form, children, className }: WizardFormProps<T>) {
  const { goNext } = useWizard();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void goNext();
  };
  return (
    <FormProvider {...form}>
      <form noValidate className={className} onSubmit={onSubmit}>
        {children}
      </form>
    </FormProvider>
  );
}
