import { Field, Input, type InputProps, mergeClasses } from '@fluentui/react-components';
import { hintWithCapitalsOffer, useCapitalsOffer } from '../../../components/form-fields/capitals-offer.tsx';
import { formattedEntry } from '../../../components/form-fields/formatted-entry.ts';
import { useValidationMessage } from '../../../i18n/use-validation-message.ts';
import type { FieldBinding } from '../field-binding.ts';
import { useFieldStyles } from './form-styles.ts';

type PassedInputProps = Pick<
  InputProps,
  'type' | 'placeholder' | 'maxLength' | 'inputMode' | 'autoComplete' | 'min' | 'max'
>;

interface FormTextFieldProps extends PassedInputProps {
  field: FieldBinding;
  label: string;
  required?: boolean;
  /** Rewrites what is typed or pasted (phone hyphens, ZIP digits). Names are never rewritten. */
  format?: (raw: string) => string;
  /** A name: an all lower-case or all capitals entry gets a button that capitalises it (useCapitalsOffer). */
  offerCapitals?: boolean;
}

/** A labelled Fluent input bound to the form; its error shows (and is announced) under it. */
export function FormTextField({
  field,
  label,
  required = false,
  format,
  offerCapitals = false,
  ...inputProps
}: FormTextFieldProps) {
  const styles = useFieldStyles();
  const translate = useValidationMessage();
  const message = translate(field.error);
  const offer = useCapitalsOffer(offerCapitals, field.value);
  const { apply, onPaste } = formattedEntry(field.onChange, format);
  return (
    <Field
      className={styles.field}
      label={label}
      required={required}
      validationState={message ? 'error' : 'none'}
      validationMessage={message}
      hint={hintWithCapitalsOffer(undefined, offer.offered, apply)}
    >
      <Input
        {...inputProps}
        ref={field.ref}
        name={field.name}
        value={field.value}
        onChange={(_event, data) => apply(data.value)}
        onFocus={offer.onFocus}
        onBlur={() => {
          offer.onBlur();
          field.onBlur();
        }}
        onPaste={onPaste}
        className={mergeClasses(styles.control, message ? styles.invalid : undefined)}
      />
    </Field>
  );
}
