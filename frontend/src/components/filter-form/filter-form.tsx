import { makeStyles, tokens } from '@fluentui/react-components';
import { type FormEventHandler, type ReactNode, useEffect } from 'react';
import { type DefaultValues, type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import type { DomainSchemaSource } from '../../lib/forms/domain-resolver.ts';
import { useDomainForm } from '../../lib/forms/use-domain-form.ts';

/** The widths of a filter bar's fields, and its buttons level with the inputs under their labels. */
export const useFilterFormStyles = makeStyles({
  // Fields wrap onto new lines (one under the other on a phone).
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'start',
    gap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    flexGrow: 1,
    minWidth: 0,
  },
  text: { width: 'min(280px, 100%)' },
  search: { width: 'min(320px, 100%)' },
  select: { width: 'min(220px, 100%)' },
  date: { width: 'min(180px, 100%)' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, marginBlockStart: '26px' },
});

/**
 * A list's filters kept in the page's address: a form over the server's filter schema that shows the
 * address's values again whenever they change under it (Back, a link, another filter clearing them).
 */
export function useAddressedFilterForm<Values extends FieldValues, Output>(
  schema: DomainSchemaSource<Output, NoInfer<Values>>,
  values: Values & DefaultValues<Values>,
): UseFormReturn<Values, unknown, Output> {
  const form = useDomainForm<Values, Output>(schema, { defaultValues: values });
  const { reset } = form;
  useEffect(() => {
    reset(values);
  }, [reset, values]);
  return form;
}

/** A filter bar: a named form (landmark for screen readers) whose fields wrap on a phone. */
export function FilterForm<Values extends FieldValues, Output>({
  form,
  label,
  onSubmit,
  children,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const styles = useFilterFormStyles();
  return (
    <FormProvider {...form}>
      <form className={styles.form} aria-label={label} noValidate onSubmit={onSubmit}>
        {children}
      </form>
    </FormProvider>
  );
}
