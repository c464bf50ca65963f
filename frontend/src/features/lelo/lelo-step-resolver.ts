import type { LeloDraft } from '@enroll/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** What the resolver needs of a domain (zod/mini) step schema. */
export interface LeloStepSchema {
  safeParse(value: unknown):
    | { success: true }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; code: string; message: string }[] };
      };
}

function isDraftField(draft: LeloDraft, field: PropertyKey): field is keyof LeloDraft {
  return typeof field === 'string' && Object.hasOwn(draft, field);
}

/**
 * react-hook-form's resolver for a domain Lelo step schema: each field of the step reported at most
 * once (an issue inside `courses` counts for `courses`), its message a catalog key; valid values stay
 * as typed (the server parses them again). An issue on no field of the draft still fails the step.
 */
export function leloStepResolver(schema: LeloStepSchema): Resolver<LeloDraft> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<LeloDraft> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (field !== undefined && isDraftField(values, field)) {
        if (!errors[field]) Object.assign(errors, { [field]: { type: issue.code, message: issue.message } });
      } else if (!errors.root) {
        errors.root = { step: { type: issue.code, message: issue.message } };
      }
    }
    return { values: {}, errors };
  };
}
