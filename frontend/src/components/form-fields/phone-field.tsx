import { formatPhoneInput, PHONE_MAX_LENGTH } from '@enroll/domain';
import { useTranslation } from '../../i18n/use-translation.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

export type PhoneFieldProps = Omit<
  TextFieldProps,
  'format' | 'capitalise' | 'type' | 'inputMode' | 'maxLength' | 'rows'
>;

/** A phone input: digits only, hyphens inserted as typed (XXX-XXX-XXXX), a leading 1 dropped, 12 characters. */
export function PhoneField({ placeholder, autoComplete = 'tel-national', ...props }: PhoneFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...props}
      type="tel"
      inputMode="tel"
      maxLength={PHONE_MAX_LENGTH}
      autoComplete={autoComplete}
      placeholder={placeholder ?? t('formFields.phonePlaceholder')}
      format={formatPhoneInput}
    />
  );
}
