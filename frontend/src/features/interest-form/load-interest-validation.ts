import { loadOnce } from '../../lib/load-once.ts';

/** Loads the validation once (on the first touch of the form); a failed load is tried again next time. */
export const loadInterestValidation = loadOnce(() =>
  import('./interest-validation.ts').then((module) => module.validateInterestForm),
);
