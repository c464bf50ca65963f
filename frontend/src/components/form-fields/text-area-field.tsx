import { Textarea } from '@fluentui/react-components';
import { FormFieldFrame } from './form-field.tsx';
import { type TextRewrites, useTextBinding } from './text-field.tsx';

export interface TextAreaFieldProps extends TextRewrites {
  /** A text field of the draft. */
  name: string;
  label: string;
  /** The visible lines; the family can make it taller. */
  rows: number;
  required?: boolean;
  maxLength?: number;
  disabled?: boolean;
  /** A hint under the field (and read with it). */
  hint?: string;
  className?: string;
}

/** A multi-line `TextField`: a labelled Fluent text area bound to the step form by name. */
export function TextAreaField({
  name,
  label,
  rows,
  required = false,
  maxLength,
  disabled,
  format,
  hint,
  className,
}: TextAreaFieldProps) {
  const { field, message, apply, onPaste, controlClass } = useTextBinding(name, { format });
  return (
    <FormFieldFrame label={label} required={required} hint={hint} message={message} className={className}>
      <Textarea
        ref={field.ref}
        name={field.name}
        rows={rows}
        maxLength={maxLength}
        disabled={disabled}
        value={field.value}
        onChange={(_event, data) => apply(data.value)}
        onBlur={field.onBlur}
        onPaste={onPaste}
        resize="vertical"
        className={controlClass}
      />
    </FormFieldFrame>
  );
}
