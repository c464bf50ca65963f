import { Select } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useLanguage } from '../../i18n/use-language.tsx';
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
  /**
   * For a long alphabetical list (countries, languages): the options from this index on are shown in
   * the alphabetical order of their labels in the page's language ('Alemania' near the top in
   * Spanish), the ones before it stay first (e.g. 0 sorts all, 1 keeps the United States first).
   */
  sortFrom?: number;
  className?: string;
}

/** The options as value and label in the page's language, sorted by label from `sortFrom` on. */
function useShownOptions(options: readonly SelectOption[], sortFrom: number | undefined) {
  const optionLabel = useOptionLabel();
  const language = useLanguage();
  return useMemo(() => {
    const shown = options.map((option) => {
      const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
      return { value, label: optionLabel(label) };
    });
    if (sortFrom === undefined) return shown;
    const collator = new Intl.Collator(language);
    const sorted = shown.slice(sortFrom).sort((a, b) => collator.compare(a.label, b.label));
    return [...shown.slice(0, sortFrom), ...sorted];
  }, [options, sortFrom, optionLabel, language]);
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
  sortFrom,
  className,
}: SelectFieldProps) {
  const { t } = useTranslation();
  const shown = useShownOptions(options, sortFrom);
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
        {shown.map(({ value, label: text }) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </Select>
    </FormFieldFrame>
  );
}
