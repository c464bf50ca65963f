import { EMAIL_MAX_LENGTH } from '@enroll/domain';
import { TextField, type TextFieldProps } from './text-field.tsx';

export type EmailFieldProps = Omit<
  TextFieldProps,
  'format' | 'offerCapitals' | 'type' | 'inputMode' | 'rows'
>;

/** An e-mail input: the e-mail keyboard, 60 characters at most, spaces dropped as typed. */
export function EmailField({
  autoComplete = 'email',
  maxLength = EMAIL_MAX_LENGTH,
  ...props
}: EmailFieldProps) {
  return (
    <TextField
      {...props}
      type="email"
      inputMode="email"
      maxLength={maxLength}
      autoComplete={autoComplete}
      format={(raw) => raw.replace(/\s/g, '')}
    />
  );
}
