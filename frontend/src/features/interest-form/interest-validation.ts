import { interestFormSchema } from '@enroll/domain';
import {
  type InterestFieldErrors,
  type InterestValidation,
  type InterestValues,
  isInterestFieldName,
} from './interest-form-values.ts';

type Issue = NonNullable<ReturnType<typeof interestFormSchema.safeParse>['error']>['issues'][number];

/** A union's own message is generic: the closest branch (fewest issues) says what is wrong. */
function messageOf(issue: Issue): string {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return issue.message;
  const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
  return closest[0]?.message ?? issue.message;
}

/**
 * The domain's schema, the same the server parses with: loaded on demand (see
 * load-interest-validation.ts) so zod is not part of the page's first load.
 */
export function validateInterestForm(values: InterestValues): InterestValidation {
  const result = interestFormSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: InterestFieldErrors = {};
  for (const issue of result.error.issues) {
    const [field] = issue.path;
    // The first issue of a field is the one shown.
    if (typeof field === 'string' && isInterestFieldName(field) && errors[field] === undefined)
      errors[field] = messageOf(issue);
  }
  return { ok: false, errors };
}
