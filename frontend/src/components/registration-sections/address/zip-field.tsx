import {
  normalizeRegistrationZipInput,
  type RegistrationTextField,
  type RegistrationVariant,
  registrationZipMaxLength,
} from '@enroll/domain';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { TextField } from '../../form-fields/text-field.tsx';

export interface ZipFieldProps {
  name: RegistrationTextField;
  /** The country of the address: 5 digits for the United States, up to 15 digits elsewhere. */
  country: string;
  label: string;
  /** Whose zip rule applies: the short flow takes 5 digits always (the staff form follows the long flow). */
  variant: RegistrationVariant;
  required?: boolean;
  autoComplete?: string;
  className?: string;
}

/**
 * A ZIP / postal code input that only lets digits in, at most 5 for the United States (and always in
 * the short flow) and 15 elsewhere, as the domain's zip rule of the variant says.
 */
export function ZipField({
  name,
  country,
  label,
  variant,
  required,
  autoComplete = 'postal-code',
  className,
}: ZipFieldProps) {
  const { t } = useTranslation('registrationPeople');
  const maxLength = registrationZipMaxLength(country, variant);
  const us = maxLength === 5;
  return (
    <TextField
      name={name}
      label={label}
      required={required}
      inputMode="numeric"
      maxLength={maxLength}
      autoComplete={autoComplete}
      placeholder={us ? 'XXXXX' : undefined}
      hint={us ? t('address.zipHintUs') : t('address.zipHintOther')}
      format={(raw) => normalizeRegistrationZipInput(raw, country, variant)}
      className={className}
    />
  );
}
