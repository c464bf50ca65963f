import { Checkbox, Field, mergeClasses } from '@fluentui/react-components';
import { useFormFieldStyles } from './field-styles.ts';
import { useFormField } from './form-field.tsx';

export interface CheckboxFieldProps {
  /** A boolean field of the step form. */
  name: string;
  /** The checkbox's own label ('I Understand'). */
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
}

/**
 * A checkbox bound to the step form by name, storing true or false. The label sits on the box itself;
 * the error from the catalog is under it, the input carries aria-invalid (so the wizard can focus it)
 * and the red border goes round the box and its label.
 */
export function CheckboxField({ name, label, required = false, hint, className }: CheckboxFieldProps) {
  const styles = useFormFieldStyles();
  const { field, message } = useFormField(name);
  return (
    <Field
      className={mergeClasses(styles.field, className)}
      required={required}
      hint={hint}
      validationState={message ? 'error' : 'none'}
      validationMessage={message}
    >
      <Checkbox
        ref={field.ref}
        name={field.name}
        label={label}
        checked={field.value === true}
        onChange={(_event, data) => field.onChange(data.checked === true)}
        onBlur={field.onBlur}
        className={mergeClasses(styles.group, message ? styles.invalidGroup : undefined)}
      />
    </Field>
  );
}
