import type { RegistrationField, RegistrationYesNoField } from '@enroll/domain';
import { mergeClasses, Radio, RadioGroup } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { DraftFieldFrame, useDraftField } from './draft-field.tsx';
import { useRegistrationFieldStyles } from './field-styles.ts';

export interface RadioOption {
  value: string;
  label: string;
}

export interface RadioFieldProps {
  name: RegistrationField;
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
  const styles = useRegistrationFieldStyles();
  const { field, message } = useDraftField(name);
  return (
    <DraftFieldFrame label={label} required={required} hint={hint} message={message} className={className}>
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
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </RadioGroup>
    </DraftFieldFrame>
  );
}

export interface YesNoFieldProps extends Omit<RadioFieldProps, 'options' | 'name'> {
  /** A yes/no question of the draft: stores 'yes' or 'no' ('' until answered). */
  name: RegistrationYesNoField;
}

/** A 'Yes' / 'No' question (Fluent RadioGroup) storing 'yes' | 'no'. */
export function YesNoField(props: YesNoFieldProps) {
  const { t } = useTranslation('registration');
  const options = [
    { value: 'yes', label: t('fields.yes') },
    { value: 'no', label: t('fields.no') },
  ];
  return <RadioField {...props} options={options} />;
}
