import type { ReactNode } from 'react';
import { type FieldErrors, type FieldValues, FormProvider, type Resolver, useForm } from 'react-hook-form';

export interface FormHarnessProps<T extends FieldValues> {
  defaultValues: T;
  /** Field name → message key when the value is empty ('' or false). */
  requiredMessages?: Partial<Record<keyof T & string, string>>;
  /** Every value change and each valid submit. */
  onValues?: (values: T) => void;
  children: ReactNode;
}

/** A react-hook-form form for field tests: a 'Check' button submits it and empties count as errors. */
export function FormHarness<T extends FieldValues>({
  defaultValues,
  requiredMessages = {},
  onValues,
  children,
}: FormHarnessProps<T>) {
  const resolver: Resolver<T> = async (values) => {
    const errors = Object.fromEntries(
      Object.entries(requiredMessages)
        .filter(([field]) => values[field] === '' || values[field] === false)
        .map(([field, message]) => [field, { type: 'required', message }]),
    ) as FieldErrors<T>;
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
  const form = useForm<T>({ defaultValues: defaultValues as never, resolver, mode: 'onSubmit' });
  form.watch((values) => onValues?.(values as T));
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit((values) => onValues?.(values))}>
        {children}
        <button type="submit">Check</button>
      </form>
    </FormProvider>
  );
}
