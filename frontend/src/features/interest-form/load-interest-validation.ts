import type { ValidateInterest } from './interest-form-values.ts';

let loading: Promise<ValidateInterest> | null = null;

/** Loads the validation once (on the first touch of the form); a failed load is tried again next time. */
export function loadInterestValidation(): Promise<ValidateInterest> {
  loading ??= import('./interest-validation.ts').then(
    (module) => module.validateInterestForm,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
