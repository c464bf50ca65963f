import { mergeClasses, Radio, RadioGroup } from '@fluentui/react-components';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useFormFieldStyles } from './field-styles.ts';
import { FormFieldFrame, useFormField } from './form-field.tsx';
import { useOptionLabel } from './option-label.ts';

/** A radio: a label that is a reference list's English value (e.g. 'Female') is shown translated. */
export interface RadioOption {
  value: string;
  label: string;
}

export interface RadioFieldProps {
  name: string;
  /** The question. */
  label: string;
  options: readonly RadioOption[];
  required?: boolean;
  hint?: string;
  layout?: 'horizontal' | 'vertical';
  /** Called after the answer changed (e.g. 'no' clears the follow-up fields). */
  onValueChange?: (value: string) => void;
  className?: string;
}

/** A radio group bound to the step form by name; the red border goes round the group when invalid. */
export function RadioField({
  name,
  label,
  options,
  required = false,
  hint,
  layout = 'horizontal',
  onValueChange,
  className,
}: RadioFieldProps) {
  const styles = useFormFieldStyles();
  const optionLabel = useOptionLabel();
  const { field, message } = useFormField(name);
  return (
    <FormFieldFrame label={label} required={required} hint={hint} message={message} className={className}>
      <RadioGroup
        ref={field.ref}
        name={field.name}
        value={field.value}
        layout={layout}
        onChange={(_event, data) => {
          field.onChange(data.value);
          onValueChange?.(data.value);
        }}
        onBlur={field.onBlur}
        className={mergeClasses(styles.group, message ? styles.invalidGroup : undefined)}
      >
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={optionLabel(option.label)} />
        ))}
      </RadioGroup>
    </FormFieldFrame>
  );
}

export interface YesNoFieldProps extends Omit<RadioFieldProps, 'options' | 'name'> {
  /** A yes/no question of the draft: stores 'yes' or 'no' ('' until answered). */
  name: string;
}

/** A 'Yes' / 'No' question (Fluent RadioGroup) storing 'yes' | 'no'. */
export function YesNoField(props: YesNoFieldProps) {
  const { t } = useTranslation();
  const options = [
    { value: 'yes', label: t('formFields.yes') },
    { value: 'no', label: t('formFields.no') },
  ];
  return <RadioField {...props} options={options} />;
}
