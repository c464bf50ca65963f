import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiError } from '../../lib/api-client.ts';

/**
 * Puts a 400's field errors on the form's own fields (a field the form does not have is left to the
 * banner). The message is the error's code, which the field translates, unless `messageOf` says else.
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: ApiError,
  values: object,
  setError: UseFormSetError<T>,
  messageOf: (fieldError: ApiError['errors'][number]) => string = (fieldError) => fieldError.code,
): void {
  for (const fieldError of error.errors) {
    if (Object.hasOwn(values, fieldError.field))
      setError(fieldError.field as Path<T>, { type: 'server', message: messageOf(fieldError) });
  }
}
