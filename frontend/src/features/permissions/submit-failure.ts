import { ApiError } from '../../lib/api-client.ts';
import { formErrorsOf, type PermissionFormErrors } from './permission-form.ts';

/** What a refused save shows: messages under the fields, and one above the buttons. */
export interface SubmitFailure {
  errors: PermissionFormErrors;
  /** The server's own text, or a key of the `permissions` namespace. */
  alert: { text: string } | { key: 'form.fixErrors' | 'error.unexpected' | 'networkError' };
  /** Someone else changed the permission since it was read: reading it again lets the person retry. */
  reloadable?: boolean;
}

/**
 * The API's answer to a refused save: 400 field errors go under their fields; a grant rule (403) or
 * a conflict (409: changed by someone else, the last Super Admin, an existing permission) shows the
 * server's message, as does any other answer that has one.
 */
export function submitFailureOf(error: unknown): SubmitFailure {
  if (!(error instanceof ApiError)) return { errors: {}, alert: { key: 'error.unexpected' } };
  if (error.status === 0) return { errors: {}, alert: { key: 'networkError' } };
  const errors = formErrorsOf(error.errors, 'server');
  if (error.status === 400) {
    return { errors, alert: errors.form ? { text: errors.form } : { key: 'form.fixErrors' } };
  }
  if (error.status >= 500) return { errors, alert: { key: 'error.unexpected' } };
  const reloadable = error.status === 409 && error.errors.some((e) => e.code === 'permission.conflict');
  return { errors, alert: { text: error.message }, reloadable };
}
