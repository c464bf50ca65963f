import type { RefObject } from 'react';
import type { PermissionFormErrors, PermissionFormField } from '../permission-form.ts';

type Focusable = RefObject<HTMLElement | null>;

/** Moves the focus to the first field with a message, in the dialog's order. */
export function focusFirstInvalid(
  errors: PermissionFormErrors,
  fields: Partial<Record<Exclude<PermissionFormField, 'form'>, Focusable>>,
): void {
  const order = ['person', 'level', 'charters'] as const;
  const first = order.find((field) => errors[field] !== undefined && fields[field]?.current);
  if (first) fields[first]?.current?.focus();
}
