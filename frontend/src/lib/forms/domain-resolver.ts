import {
  type FieldErrors,
  type FieldValues,
  get,
  type Resolver,
  type ResolverResult,
  set,
} from 'react-hook-form';
import type { FieldOf } from './field-errors.ts';

/**
 * One issue of a domain (zod/mini) schema. A union's issue shows its own message: a union that a
 * person can get wrong names its catalog key, as the domain's do.
 */
export interface DomainIssue {
  readonly path: readonly PropertyKey[];
  readonly code: string;
  readonly message: string;
}

/**
 * What a form needs of a domain schema: its `safeParse`. A zod/mini schema is one; so is a small
 * adapter that checks the form's values in the schema's shape (the form's text lists as arrays) or
 * adds a rule of the page (a name the other sessions already have).
 */
export interface DomainSchema<Output, Input = unknown> {
  safeParse(
    value: Input,
  ): { success: true; data: Output } | { success: false; error: { issues: readonly DomainIssue[] } };
}

/**
 * A schema, or how to fetch it. The public wizards fetch theirs (zod with them) when a step is first
 * checked or once the family starts using the page, not with the page: the first screen of a family's
 * phone does not wait for the rules of its Next (first-load budget).
 */
export type DomainSchemaSource<Output, Input = unknown> =
  | DomainSchema<Output, Input>
  | (() => Promise<DomainSchema<Output, Input>>);

/**
 * Each field's first issue, on its path ('orientation_dates.0.date') or where `fieldOf` says (an
 * issue on no field still makes the form invalid: `root.step`); the message is a catalog key.
 */
function errorsOf<Values extends FieldValues>(
  issues: readonly DomainIssue[],
  values: Values,
  fieldOf: FieldOf | undefined,
): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  for (const issue of issues) {
    const path = issue.path.join('.');
    const field = fieldOf ? (fieldOf(path, values) ?? 'root.step') : path;
    if (!get(errors, field)) set(errors, field, { type: issue.code, message: issue.message });
  }
  return errors;
}

/**
 * react-hook-form's resolver for a domain schema: the submit handler gets the schema's output. Given
 * a loader, the first check waits for the schema (a failed fetch rejects, so a wizard's step stays
 * where it is and the next check fetches again); later checks are synchronous.
 */
export function domainResolver<Values extends FieldValues, Output>(
  source: DomainSchemaSource<Output, Values>,
  fieldOf?: FieldOf,
): Resolver<Values, unknown, Output> {
  let loaded: DomainSchema<Output, Values> | null = null;
  const check = (schema: DomainSchema<Output, Values>, values: Values): ResolverResult<Values, Output> => {
    const result = schema.safeParse(values);
    return result.success
      ? { values: result.data, errors: {} }
      : { values: {}, errors: errorsOf(result.error.issues, values, fieldOf) };
  };
  return (values) => {
    if (typeof source !== 'function') return check(source, values);
    if (loaded) return check(loaded, values);
    return source().then((schema) => {
      loaded = schema;
      return check(schema, values);
    });
  };
}
