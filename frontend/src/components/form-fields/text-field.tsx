import { Input, type InputProps, mergeClasses, Textarea } from '@fluentui/react-components';
import type { ClipboardEvent } from 'react';
import { capitalise as applyCapitalise, type Capitalise } from './capitalise.ts';
import { useFormFieldStyles } from './field-styles.ts';
import { FormFieldFrame, useFormField } from './form-field.tsx';

type PassedInputProps = Pick<
  InputProps,
  'type' | 'placeholder' | 'maxLength' | 'inputMode' | 'autoComplete' | 'max' | 'min' | 'disabled'
>;

export interface TextFieldProps extends PassedInputProps {
  /** A text field of the draft. */
  name: string;
  label: string;
  required?: boolean;
  /** Rewrites what is typed: see `Capitalise`. */
  capitalise?: Capitalise;
  /** Any other rewrite of what is typed or pasted (phone hyphens, ZIP digits); runs after `capitalise`. */
  format?: (raw: string) => string;
  /** A hint under the field (and read with it). */
  hint?: string;
  /** A multi-line text area with this many rows instead of a one-line input. */
  rows?: number;
  className?: string;
}

/**
 * A labelled Fluent input bound to the step form by name (inside `WizardForm`): the required mark,
 * the error from the catalog under it with the red border, and the rewrites as the family types.
 */
export function TextField({
  name,
  label,
  required = false,
  capitalise,
  format,
  hint,
  rows,
  className,
  ...inputProps
}: TextFieldProps) {
  const styles = useFormFieldStyles();
  const { field, message } = useFormField(name);
  const rewrite = (raw: string) => {
    const capitalised = capitalise ? applyCapitalise(raw, capitalise) : raw;
    return format ? format(capitalised) : capitalised;
  };
  const apply = (raw: string) => field.onChange(rewrite(raw));
  // A formatted value can be longer than the raw text allows (a pasted '+1 (555) 123-4567' with
  // maxLength 12), so a paste is rewritten as a whole instead of being cut by the browser first.
  const onPaste = (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (!format) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    apply(input.value.slice(0, start) + event.clipboardData.getData('text') + input.value.slice(end));
  };
  const invalidClass = message ? styles.invalid : undefined;
  return (
    <FormFieldFrame label={label} required={required} hint={hint} message={message} className={className}>
      {rows ? (
        <Textarea
          ref={field.ref}
          name={field.name}
          rows={rows}
          maxLength={inputProps.maxLength}
          disabled={inputProps.disabled}
          value={field.value}
          onChange={(_event, data) => apply(data.value)}
          onBlur={field.onBlur}
          onPaste={onPaste}
          resize="vertical"
          className={mergeClasses(styles.control, invalidClass)}
        />
      ) : (
        <Input
          {...inputProps}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={(_event, data) => apply(data.value)}
          onBlur={field.onBlur}
          onPaste={onPaste}
          className={mergeClasses(styles.control, invalidClass)}
        />
      )}
    </FormFieldFrame>
  );
}
