import { Select } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useLanguage } from '../../i18n/use-language.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useFormFieldStyles } from './field-styles.ts';
import { FormFieldFrame, useFormField } from './form-field.tsx';
import { useOptionLabel } from './option-label.ts';
import { placeOptions, type ShownOption } from './place-options.ts';

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
   * A list of places (countries, states): named and sorted in the page's language, the United States
   * first (see `placeOptions`).
   */
  places?: boolean;
  className?: string;
}

/** The options as value and label in the page's language (a list of places also in its order). */
function useShownOptions(options: readonly SelectOption[], places: boolean): ShownOption[] {
  const optionLabel = useOptionLabel();
  const language = useLanguage();
  return useMemo(() => {
    const given = options.map((option) =>
      typeof option === 'string' ? { value: option, label: option } : option,
    );
    if (places) return placeOptions(given, language);
    return given.map(({ value, label }) => ({ value, label: optionLabel(label) }));
  }, [options, places, optionLabel, language]);
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
  places = false,
  className,
}: SelectFieldProps) {
  const { t } = useTranslation();
  const shown = useShownOptions(options, places);
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
