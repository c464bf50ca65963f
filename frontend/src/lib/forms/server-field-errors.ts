import type { FieldError } from '@enroll/domain';
import { type FieldValues, get } from 'react-hook-form';
import { ApiError } from '../api-client.ts';
import {
  draftFieldOf,
  type FieldOf,
  placeServerFieldErrors,
  type ServerErrorTarget,
} from './field-errors.ts';

/** The path itself when the form has it, else its first part ('courses.0.id' → 'courses'). */
export const fieldOfPath: FieldOf = (path, values) =>
  get(values, path) === undefined ? draftFieldOf(path, values) : path;

/** The field errors a failed call carries (none unless it is an ApiError). */
export function serverFieldErrorsOf(error: unknown): readonly FieldError[] {
  return error instanceof ApiError ? error.errors : [];
}

/**
 * The one way a refused write shows its field errors (a 400's, or a 409 that names a field): each on
 * its field of the form (`fieldOf`: its path, else its first part), as the field's own message until
 * it changes (each field translates the catalog key; a bare 'invalid' shows the server's text).
 * Answers the errors on no field of the form, for the page to show above the buttons.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  form: ServerErrorTarget<Values>,
  error: unknown,
  fieldOf: FieldOf = fieldOfPath,
): FieldError[] {
  return placeServerFieldErrors(form, serverFieldErrorsOf(error), fieldOf);
}
