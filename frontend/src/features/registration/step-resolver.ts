import type { RegistrationDraft, RegistrationField, RegistrationStepSchema } from '@enroll/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';

function isDraftField(draft: RegistrationDraft, field: PropertyKey): field is RegistrationField {
  return typeof field === 'string' && Object.hasOwn(draft, field);
}

/**
 * react-hook-form's resolver for a domain step schema. The schema reads the whole draft and reports
 * each field of the step at most once, its message a catalog key; valid values stay as typed (the
 * server parses them again). An issue on no field of the draft still makes the step invalid.
 */
export function stepResolver(schema: RegistrationStepSchema): Resolver<RegistrationDraft> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<RegistrationDraft> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (field !== undefined && isDraftField(values, field)) {
        if (!errors[field]) errors[field] = { type: issue.code, message: issue.message };
      } else if (!errors.root) {
        errors.root = { step: { type: issue.code, message: issue.message } };
      }
    }
    return { values: {}, errors };
  };
}
