import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { loadWhenOnline } from '../../lib/send-when-online.ts';
import type { BindField } from './field-binding.ts';
import {
  hasAnyInput,
  INTEREST_FIELD_ORDER,
  type InterestFieldErrors,
  type InterestFieldName,
  type InterestFormOutput,
  type InterestValues,
  type ValidateInterest,
} from './interest-form-values.ts';
import { loadInterestValidation } from './load-interest-validation.ts';

interface SubmitHandlers {
  onValid: (data: InterestFormOutput) => void;
  onInvalid: (errors: InterestFieldErrors) => void;
}

function withFieldError(
  errors: InterestFieldErrors,
  name: InterestFieldName,
  message: string | undefined,
): InterestFieldErrors {
  return errors[name] === message ? errors : { ...errors, [name]: message };
}

/**
 * The interest form's state. A field is checked when it loses focus and, once touched, as it
 * changes; after the first submit attempt every field is checked as it changes.
 *
 * The one form not made with `useDomainForm` (lib/forms): it was written when react-hook-form put this
 * page over its 180 KB first load (201 KB). Measured again on 2026-12-06 (production builds, first
 * load of the interest page, JS + CSS gzip): 149,807 bytes (146.3 KB) as it is, 165,195 bytes
 * (161.3 KB) with react-hook-form and `useDomainForm` on the page. The budget no longer needs the
 * exception; moving this form onto `useDomainForm` is open work.
 */
export function useInterestForm(initialValues: InterestValues) {
  const [values, setValues] = useState(initialValues);
  const latest = useRef(initialValues);
  const [errors, setErrors] = useState<InterestFieldErrors>({});
  const [validator, setValidator] = useState<{ validate: ValidateInterest } | null>(null);
  const loaded = useRef<ValidateInterest | null>(null);
  const touched = useRef(new Set<InterestFieldName>());
  const submitted = useRef(false);
  const elements = useRef(new Map<InterestFieldName, HTMLElement>());
  const refs = useRef(new Map<InterestFieldName, (element: HTMLElement | null) => void>());

  // A submit made while the validation could not be loaded (offline): it goes on once it loads.
  const [waitingForValidation, setWaitingForValidation] = useState(false);
  const submitWaiting = useRef(false);

  const withValidation = useCallback((use: (validate: ValidateInterest) => void) => {
    if (loaded.current) return use(loaded.current);
    loadInterestValidation().then(
      (validate) => {
        loaded.current = validate;
        setValidator({ validate });
        use(validate);
      },
      // Checking a field can wait for the next touch; a submit waits with loadWhenOnline.
      () => undefined,
    );
  }, []);
  const prefetch = useCallback(() => withValidation(() => undefined), [withValidation]);

  // A restored draft may already be complete: the button must show it.
  useEffect(() => {
    if (hasAnyInput(initialValues)) prefetch();
  }, [initialValues, prefetch]);

  const checkField = (name: InterestFieldName) =>
    withValidation((validate) => {
      const result = validate(latest.current);
      setErrors((current) => withFieldError(current, name, result.ok ? undefined : result.errors[name]));
    });

  const change = <Name extends InterestFieldName>(name: Name, value: InterestValues[Name]) => {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
    if (submitted.current || touched.current.has(name)) checkField(name);
  };

  const blur = (name: InterestFieldName) => {
    touched.current.add(name);
    if (!submitted.current) checkField(name);
  };

  const refFor = (name: InterestFieldName) => {
    let ref = refs.current.get(name);
    if (!ref) {
      ref = (element) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      };
      refs.current.set(name, ref);
    }
    return ref;
  };

  const field: BindField = (name) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value) => change(name, value),
    onBlur: () => blur(name),
    ref: refFor(name),
  });

  const schemaValid = useMemo(() => validator?.validate(values).ok ?? false, [validator, values]);
  const isValid = schemaValid && Object.values(errors).every((message) => message === undefined);

  const handleSubmit =
    ({ onValid, onInvalid }: SubmitHandlers) =>
    (event: Pick<FormEvent, 'preventDefault'>) => {
      event.preventDefault();
      submitted.current = true;
      const check = (validate: ValidateInterest) => {
        const result = validate(latest.current);
        setErrors(result.ok ? {} : result.errors);
        if (result.ok) onValid(result.data);
        else onInvalid(result.errors);
      };
      if (loaded.current) return check(loaded.current);
      // Offline before the checks were loaded: the page says so, and the submit goes on with the
      // form as it is then, once they load (a second press meanwhile changes nothing).
      if (submitWaiting.current) return;
      submitWaiting.current = true;
      void loadWhenOnline(loadInterestValidation, setWaitingForValidation).then((validate) => {
        submitWaiting.current = false;
        loaded.current = validate;
        setValidator({ validate });
        check(validate);
      });
    };

  /** Puts the server's messages on their fields; they stay until the field changes. */
  const setFieldErrors = (serverErrors: InterestFieldErrors) =>
    setErrors((current) => ({ ...current, ...serverErrors }));

  /** Focuses the first of `names` in page order that is on the page. */
  const focusFirst = (names: Iterable<InterestFieldName>) => {
    const invalid = new Set(names);
    const first = INTEREST_FIELD_ORDER.find((name) => invalid.has(name) && elements.current.has(name));
    if (first) elements.current.get(first)?.focus();
  };

  return {
    values,
    field,
    isValid,
    handleSubmit,
    setFieldErrors,
    focusFirst,
    prefetch,
    waitingForValidation,
  };
}
