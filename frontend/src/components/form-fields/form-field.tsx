import { Field, type FieldProps, mergeClasses } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useValidationMessage } from '../../i18n/use-validation-message.ts';
import { useFormFieldStyles } from './field-styles.ts';

/** A draft field of the step form (inside `WizardForm`) with its error translated from the catalog. */
export function useFormField(name: string) {
  const translate = useValidationMessage();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return { field, message: translate(fieldState.error?.message) };
}

interface FormFieldFrameProps {
  label: string;
  required: boolean;
  hint?: FieldProps['hint'];
  message: string | undefined;
  className?: string;
  children: ReactNode;
}

/** The Fluent `Field` every form field sits in: label, required mark, hint, error under it. */
export function FormFieldFrame({ label, required, hint, message, className, children }: FormFieldFrameProps) {
  const styles = useFormFieldStyles();
  return (
    <Field
      className={mergeClasses(styles.field, className)}
      label={label}
      required={required}
      hint={hint}
      validationState={message ? 'error' : 'none'}
      validationMessage={message}
    >
      {children}
    </Field>
  );
}
