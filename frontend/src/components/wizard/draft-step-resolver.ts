import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

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
 * react-hook-form's resolver for a domain step schema that reads the whole draft: each field reported
 * at most once (an issue inside `courses.0.id` counts for `courses`), its message a catalog key; valid
 * values stay as typed (the server parses them again). An issue on no field of the draft still makes
 * the step invalid.
 */
export function draftStepResolver<T extends FieldValues>(schema: DraftStepSchema): Resolver<T> {
  return (values) => {
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
  };
}
