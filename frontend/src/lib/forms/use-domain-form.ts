import { useMemo } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { type DomainSchemaSource, domainResolver } from './domain-resolver.ts';
import type { FieldOf } from './field-errors.ts';

export type DomainFormOptions<Values extends FieldValues, Output> = Omit<
  UseFormProps<Values, unknown, Output>,
  'resolver' | 'defaultValues'
> & {
  /** The form's starting values, whole: their type is the form's. */
  defaultValues: Values & DefaultValues<Values>;
  /**
   * Where the schema's issues go: each on its own path unless this says otherwise (`draftFieldOf`:
   * the fields are a draft's top-level keys, an issue elsewhere still makes the form invalid).
   */
  issuesOn?: FieldOf;
};

/**
 * The one way a form is made: react-hook-form over the domain schema the server parses too, so a
 * form accepts exactly what the API accepts. Errors show from the first submit attempt on, then
 * follow each change (react-hook-form's defaults); the schema's messages are catalog keys the fields
 * translate. The schema reads the form's values as they are (a stored grade it narrows or refuses),
 * and the submit handler gets its output.
 *
 *   const form = useDomainForm(terminateRequestSchema, { defaultValues: { notes: '' } });
 *
 * `schema` may be a page's own adapter over the domain schema (memoise it: a new one is a new
 * resolver), or a loader, fetched at the first check; a wizard step passes its step's schema as
 * `asTypedSchema(…)` with `issuesOn: draftFieldOf`.
 */
export function useDomainForm<Values extends FieldValues, Output>(
  schema: DomainSchemaSource<Output, NoInfer<Values>>,
  { issuesOn, ...options }: DomainFormOptions<Values, Output>,
): UseFormReturn<Values, unknown, Output> {
  const resolver = useMemo(() => domainResolver(schema, issuesOn), [schema, issuesOn]);
  return useForm<Values, unknown, Output>({ ...options, resolver });
}
