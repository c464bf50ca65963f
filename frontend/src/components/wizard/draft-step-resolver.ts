import type { FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';

/** What the resolver needs of a domain (zod/mini) step schema. */
export interface DraftStepSchema {
  safeParse(value: unknown):
    | { success: true }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; code: string; message: string }[] };
      };
}

/**
 * A step schema, or how to fetch it. The public wizards fetch theirs (zod with them) when a step is
 * first checked or once the family starts using the page, not with the page: the first screen of a
 * family's phone does not wait for the rules of its Next (first-load budget).
 */
export type DraftStepSchemaSource = DraftStepSchema | (() => Promise<DraftStepSchema>);

function resultOf<T extends FieldValues>(schema: DraftStepSchema, values: T): ResolverResult<T> {
  const result = schema.safeParse(values);
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<FieldValues> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && Object.hasOwn(values, field)) {
      errors[field] ??= { type: issue.code, message: issue.message };
    } else if (!errors.root) {
      errors.root = { step: { type: issue.code, message: issue.message } };
    }
  }
  return { values: {}, errors: errors as FieldErrors<T> };
}

/**
 * react-hook-form's resolver for a domain step schema that reads the whole draft: each field reported
 * at most once (an issue inside `courses.0.id` counts for `courses`), its message a catalog key; valid
 * values stay as typed (the server parses them again). An issue on no field of the draft still makes
 * the step invalid. Given a loader, the first check waits for the schema (a failed fetch rejects, so
 * the step stays where it is, and the next check fetches again); later checks are synchronous.
 */
export function draftStepResolver<T extends FieldValues>(source: DraftStepSchemaSource): Resolver<T> {
  let schema = typeof source === 'function' ? null : source;
  return (values) => {
    if (schema) return resultOf(schema, values);
    const load = source as () => Promise<DraftStepSchema>;
    return load().then((loaded) => {
      schema = loaded;
      return resultOf(loaded, values);
    });
  };
}
