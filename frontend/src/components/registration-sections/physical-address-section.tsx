import {
  hasCaliforniaCounties,
  LIVING_SITUATIONS,
  type RegistrationDraft,
  type RegistrationVariant,
} from '@enroll/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CountyField } from '../form-fields/county-field.tsx';
import { SelectField } from '../form-fields/select-field.tsx';
import { YesNoField } from '../form-fields/yes-no-field.tsx';
import {
  ADDRESS_TEXT_MAX_LENGTH,
  AddressFields,
  MAILING_ADDRESS_FIELDS,
  PHYSICAL_ADDRESS_FIELDS,
} from './address/address-fields.tsx';
import { usePeopleFormStyles } from './address/people-form-styles.ts';
import './i18n/register-people.ts';

/** The county (optional): one of California's counties for a California address, else typed. */
function RegistrationCountyField() {
  const { t } = useTranslation('registrationPeople');
  const layout = usePeopleFormStyles();
  const { control } = useFormContext<RegistrationDraft>();
  const [country, state] = useWatch({ control, name: ['country', 'state'] });
  return (
    <CountyField
      name="county"
      label={t('address.county')}
      californian={hasCaliforniaCounties(state, country)}
      maxLength={ADDRESS_TEXT_MAX_LENGTH}
      selectClassName={layout.select}
    />
  );
}

/**
 * Physical Address. Short flow: lives with Parent/Guardian 1, living situation, the address, county and
 * whether the mailing address is the same. Long flow (and the staff form): the address and the mailing
 * question.
 */
export function PhysicalAddressSection({ variant }: { variant: RegistrationVariant }) {
  const { t } = useTranslation('registrationPeople');
  const layout = usePeopleFormStyles();
  const { getValues, setValue } = useFormContext<RegistrationDraft>();
  const short = variant === 'short';
  const clearCounty = () => {
    if (getValues('county') !== '') setValue('county', '', { shouldDirty: true });
  };
  return (
    <>
      {short && (
        <>
          <YesNoField name="liveWithPg" label={t('parent.liveWith')} required />
          <SelectField
            className={layout.select}
            name="livingStatus"
            label={t('address.livingStatus')}
            options={LIVING_SITUATIONS}
            required
          />
        </>
      )}
      <AddressFields
        fields={PHYSICAL_ADDRESS_FIELDS}
        variant={variant}
        onCountryChange={short ? clearCounty : undefined}
        onStateChange={short ? clearCounty : undefined}
      />
      {short && <RegistrationCountyField />}
      <YesNoField name="isMailingAddressTheSame" label={t('address.mailingSame')} required />
    </>
  );
}

/** Mailing Address (shown only when the mailing address differs from the physical one). */
export function MailingAddressSection({ variant }: { variant: RegistrationVariant }) {
  return <AddressFields fields={MAILING_ADDRESS_FIELDS} variant={variant} autoCompleteSection="mailing" />;
}
