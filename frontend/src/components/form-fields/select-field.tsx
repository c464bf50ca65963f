import { Select } from '@fluentui/react-components';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useFormFieldStyles } from './field-styles.ts';
import { FormFieldFrame, useFormField } from './form-field.tsx';
import { useOptionLabel } from './option-label.ts';

/**
 * An option: a plain string is both the stored value and the label. A label that is a reference
 * list's English value (e.g. 'Mother') is shown in the page's language; the value stays as it is.
 */
export type SelectOption = string | { value: string; label: string };

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  /** The empty first option; 'Select one' when left out. */
  placeholder?: string;
  hint?: string;
  disabled?: boolean;
  autoComplete?: string;
  /** Called after the value changed (e.g. a country change clears the ZIP and state). */
  onValueChange?: (value: string) => void;
  className?: string;
}

/** A native select (best on phones) bound to the step form by name, with the error and red border. */
export function SelectField({
  name,
  label,
  options,
  required = false,
  placeholder,
  hint,
  disabled,
  autoComplete,
  onValueChange,
  className,
}: SelectFieldProps) {
  const { t } = useTranslation();
  const optionLabel = useOptionLabel();
  const styles = useFormFieldStyles();
  const { field, message } = useFormField(name);
  return (
    <FormFieldFrame label={label} required={required} hint={hint} message={message} className={className}>
      <Select
        ref={field.ref}
        name={field.name}
        value={field.value}
        disabled={disabled}
        autoComplete={autoComplete}
        onChange={(_event, data) => {
          field.onChange(data.value);
          onValueChange?.(data.value);
        }}
        onBlur={field.onBlur}
        className={styles.control}
        select={{ className: message ? styles.invalid : undefined }}
      >
        <option value="">{placeholder ?? t('formFields.selectOne')}</option>
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {optionLabel(text)}
            </option>
          );
        })}
      </Select>
    </FormFieldFrame>
  );
}
