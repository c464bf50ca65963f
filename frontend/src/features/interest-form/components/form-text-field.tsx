import type { InterestFormValues } from '@enroll/domain';
import { Field, Input, type InputProps, mergeClasses } from '@fluentui/react-components';
import type { ClipboardEvent } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useValidationMessage } from '../../../i18n/use-validation-message.ts';
import type { InterestFormOutput } from '../interest-form-values.ts';
import { useFieldStyles } from './form-styles.ts';

type TextFieldName = Exclude<keyof InterestFormValues, 'parentRelationship'>;

type PassedInputProps = Pick<
  InputProps,
  'type' | 'placeholder' | 'maxLength' | 'inputMode' | 'autoComplete' | 'max'
>;

interface FormTextFieldProps extends PassedInputProps {
  name: TextFieldName;
  control: Control<InterestFormValues, unknown, InterestFormOutput>;
  label: string;
  required?: boolean;
  /** Rewrites what is typed or pasted (capitalisation, phone hyphens, ZIP digits). */
  format?: (raw: string) => string;
}

/** A labelled Fluent input bound to the form; its error shows (and is announced) under it. */
export function FormTextField({
  name,
  control,
  label,
  required = false,
  format,
  ...inputProps
}: FormTextFieldProps) {
  const styles = useFieldStyles();
  const translate = useValidationMessage();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const message = translate(fieldState.error?.message);
        const apply = (raw: string) => field.onChange(format ? format(raw) : raw);
        // A formatted value can be longer than the raw text allows (a pasted '+1 (555) 123-4567' with
        // maxLength 12), so a paste is formatted as a whole instead of being cut by the browser first.
        const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
          if (!format) return;
          event.preventDefault();
          const input = event.currentTarget;
          const start = input.selectionStart ?? input.value.length;
          const end = input.selectionEnd ?? input.value.length;
          apply(input.value.slice(0, start) + event.clipboardData.getData('text') + input.value.slice(end));
        };
        return (
          <Field
            className={styles.field}
            label={label}
            required={required}
            validationState={message ? 'error' : 'none'}
            validationMessage={message}
          >
            <Input
              {...inputProps}
              ref={field.ref}
              name={field.name}
              value={field.value ?? ''}
              onChange={(_event, data) => apply(data.value)}
              onBlur={field.onBlur}
              onPaste={onPaste}
              className={mergeClasses(styles.control, message ? styles.invalid : undefined)}
            />
          </Field>
        );
      }}
    />
  );
}
