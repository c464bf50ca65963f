import { Input, type InputProps, mergeClasses } from '@fluentui/react-components';
import { hintWithCapitalsOffer, useCapitalsOffer } from './capitals-offer.tsx';
import { useFormFieldStyles } from './field-styles.ts';
import { FormFieldFrame, useFormField } from './form-field.tsx';
import { formattedEntry } from './formatted-entry.ts';

export interface TextRewrites {
  /** A rewrite of what is typed or pasted (phone hyphens, ZIP digits). Names are never rewritten. */
  format?: (raw: string) => string;
}

/**
 * What a text input and a text area of the step form share: the draft field by name with its
 * translated error, the control's class (red border on an error), and the rewrites as the family
 * types or pastes. It lives here, not in a module of its own: a form with a text area has inputs
 * too, so this file is loaded anyway, and a module of its own would be one more chunk to fetch.
 */
export function useTextBinding(name: string, { format }: TextRewrites) {
  const styles = useFormFieldStyles();
  const { field, message } = useFormField(name);
  const { apply, onPaste } = formattedEntry(field.onChange, format);
  return {
    field,
    message,
    apply,
    onPaste,
    controlClass: mergeClasses(styles.control, message ? styles.invalid : undefined),
  };
}

type PassedInputProps = Pick<
  InputProps,
  'type' | 'placeholder' | 'maxLength' | 'inputMode' | 'autoComplete' | 'max' | 'min' | 'disabled'
>;

export interface TextFieldProps extends PassedInputProps, TextRewrites {
  /** A text field of the draft. */
  name: string;
  label: string;
  required?: boolean;
  /** A hint under the field (and read with it). */
  hint?: string;
  className?: string;
  /**
   * A name, place or street: an entry typed all in lower case or all in capitals gets a button
   * under it that writes it capitalised (shared/names.ts; when it shows: useCapitalsOffer).
   */
  offerCapitals?: boolean;
}

/**
 * A labelled Fluent input bound to the step form by name (inside `WizardForm`): the required mark,
 * the error from the catalog under it with the red border, the format as the family types and, for a
 * name, the capitals offer.
 * A multi-line answer is a `TextAreaField`, a module of its own so that a form without one (the
 * registration's first step, for one) does not load Fluent's text area.
 */
export function TextField({
  name,
  label,
  required = false,
  format,
  hint,
  className,
  offerCapitals = false,
  ...inputProps
}: TextFieldProps) {
  const { field, message, apply, onPaste, controlClass } = useTextBinding(name, { format });
  const offer = useCapitalsOffer(offerCapitals, String(field.value ?? ''));
  return (
    <FormFieldFrame
      label={label}
      required={required}
      hint={hintWithCapitalsOffer(hint, offer.offered, apply)}
      message={message}
      className={className}
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
        className={controlClass}
      />
    </FormFieldFrame>
  );
}
