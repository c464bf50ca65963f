import { formatPhoneInput } from '@enroll/domain';
import { useTranslation } from '../../i18n/use-translation.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

export type PhoneFieldProps = Omit<
  TextFieldProps,
  'format' | 'offerCapitals' | 'type' | 'inputMode' | 'maxLength' | 'rows'
>;

/**
 * A phone input: digits only, hyphens inserted as typed (XXX-XXX-XXXX), a leading 1 dropped; the
 * formatted number is at most 12 characters. The input itself has no maxLength: the browser would
 * cut a pasted '(661) 555-0134' before it is formatted.
 */
export function PhoneField({ placeholder, autoComplete = 'tel-national', ...props }: PhoneFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      placeholder={placeholder ?? t('formFields.phonePlaceholder')}
      format={formatPhoneInput}
    />
  );
}
