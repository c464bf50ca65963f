import type { FieldError } from '@enroll/domain';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

// Where errors go on a form, kept apart from the staff pages' `applyServerFieldErrors`: the public
// wizards load this module with their first step.

/**
 * Where an error of a schema or of the server goes on a form: the path of one of its fields, or
 * nowhere (null).
 */
export type FieldOf = (path: string, values: FieldValues) => string | null;

/**
 * A draft's field: the first part of the path ('courses.0.id' belongs to the field 'courses'), for
 * the forms whose fields are a registration draft's top-level keys.
 */
export const draftFieldOf: FieldOf = (path, values) => {
  const top = path.split('.')[0] ?? '';
  return Object.hasOwn(values, top) ? top : null;
};

/** What a form needs to show the server's field errors. */
export type ServerErrorTarget<Values extends FieldValues> = Pick<
  UseFormReturn<Values, unknown, unknown>,
  'setError' | 'getValues'
>;

/** The message a field shows: the catalog key, or the server's own text for a bare 'invalid'. */
export function serverFieldMessage(fieldError: FieldError): string {
  return fieldError.code === 'invalid' ? fieldError.message : fieldError.code;
}

/**
 * The server's field errors on their fields of the form (see `applyServerFieldErrors`); a wizard's
 * step shows those of a refused submit kept by the wizard when it mounts. Answers the errors on no
 * field of the form.
 */
export function placeServerFieldErrors<Values extends FieldValues>(
  form: ServerErrorTarget<Values>,
  errors: readonly FieldError[],
  fieldOf: FieldOf,
): FieldError[] {
  const values = form.getValues();
  const unplaced: FieldError[] = [];
  for (const fieldError of errors) {
    const field = fieldOf(fieldError.field, values);
    if (field === null) unplaced.push(fieldError);
    else form.setError(field as Path<Values>, { type: 'server', message: serverFieldMessage(fieldError) });
  }
  return unplaced;
}
