import type { RegistrationDraft, RegistrationTextField, RegistrationVariant } from '@enroll/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { withCurrent } from '../../form-fields/place-options.ts';
import { SelectField, type SelectFieldProps } from '../../form-fields/select-field.tsx';
import { TextField } from '../../form-fields/text-field.tsx';
import { usePeopleFormStyles } from './people-form-styles.ts';
import { useCountryData } from './use-country-data.ts';
import { ZipField } from './zip-field.tsx';

/** Street and city at most 50 characters; the free-text country / state the same. */
export const ADDRESS_TEXT_MAX_LENGTH = 50;

export interface AddressFieldNames {
  country: RegistrationTextField;
  state: RegistrationTextField;
  city: RegistrationTextField;
  street: RegistrationTextField;
  zip: RegistrationTextField;
}

export const PHYSICAL_ADDRESS_FIELDS = {
  country: 'country',
  state: 'state',
  city: 'city',
  street: 'street',
  zip: 'zip',
} as const satisfies AddressFieldNames;

export const MAILING_ADDRESS_FIELDS = {
  country: 'mailingCountry',
  state: 'mailingState',
  city: 'mailingCity',
  street: 'mailingStreet',
  zip: 'mailingZip',
} as const satisfies AddressFieldNames;

export interface AddressFieldsProps {
  fields: AddressFieldNames;
  /** The flow whose zip rule applies (see ZipField). */
  variant: RegistrationVariant;
  /** An autocomplete section for a second address on the page ('mailing'). */
  autoCompleteSection?: string;
  /** Called after the country changed (the ZIP and state are cleared already). */
  onCountryChange?: () => void;
  /** Called after the state changed. */
  onStateChange?: () => void;
}

type PlaceFieldProps = Pick<
  SelectFieldProps,
  'name' | 'label' | 'autoComplete' | 'options' | 'hint' | 'disabled' | 'onValueChange'
> & {
  /** Typed instead of picked: the list did not load, or the country has no states. */
  asText: boolean;
};

/** A required line of the address typed in full (street, city, or a place without a list). */
function AddressText({
  name,
  label,
  autoComplete,
}: Pick<PlaceFieldProps, 'name' | 'label' | 'autoComplete'>) {
  return (
    <TextField
      name={name}
      label={label}
      required
      maxLength={ADDRESS_TEXT_MAX_LENGTH}
      autoComplete={autoComplete}
    />
  );
}

/** A required country or state: picked from its list of places, or typed when there is no list. */
function PlaceField({ asText, name, label, autoComplete, ...select }: PlaceFieldProps) {
  const layout = usePeopleFormStyles();
  if (asText) return <AddressText name={name} label={label} autoComplete={autoComplete} />;
  return (
    <SelectField
      {...select}
      className={layout.select}
      name={name}
      label={label}
      required
      places
      autoComplete={autoComplete}
    />
  );
}

/**
 * Country, state / province, street, city and ZIP of an address, all required, inside a form
 * (read through `useFormContext`). The state list is the chosen country's (a text input for a country without one);
 * changing the country clears the ZIP and the state and reloads that list.
 */
export function AddressFields({
  fields,
  variant,
  autoCompleteSection,
  onCountryChange,
  onStateChange,
}: AddressFieldsProps) {
  const { t } = useTranslation('registrationPeople');
  const layout = usePeopleFormStyles();
  const { control, setValue, getFieldState, formState } = useFormContext<RegistrationDraft>();
  const [country, state] = useWatch({ control, name: [fields.country, fields.state] });
  const countryData = useCountryData();
  const section = autoCompleteSection ? `section-${autoCompleteSection} ` : '';

  const clear = (name: RegistrationTextField) =>
    setValue(name, '', {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted || getFieldState(name).invalid,
    });
  const changeCountry = () => {
    clear(fields.zip);
    clear(fields.state);
    onCountryChange?.();
  };

  const failed = countryData.status === 'failed';
  const countries = countryData.data ? countryData.data.countries : [];
  const states = countryData.data ? countryData.data.statesOf(country) : [];
  const stateAsText = failed || (countryData.status === 'ready' && country !== '' && states.length === 0);

  return (
    <>
      {failed && <p role="status">{t('address.countriesFailed')}</p>}
      <div className={layout.pair} aria-busy={countryData.status === 'loading' || undefined}>
        <PlaceField
          asText={failed}
          name={fields.country}
          label={t('address.country')}
          autoComplete={`${section}country-name`}
          options={withCurrent(countries, country)}
          hint={countryData.status === 'loading' ? t('address.loadingCountries') : undefined}
          onValueChange={changeCountry}
        />
        <PlaceField
          asText={stateAsText}
          name={fields.state}
          label={t('address.state')}
          autoComplete={`${section}address-level1`}
          options={withCurrent(states, state)}
          disabled={country === ''}
          onValueChange={() => onStateChange?.()}
        />
      </div>
      <AddressText
        name={fields.street}
        label={t('address.street')}
        autoComplete={`${section}address-line1`}
      />
      <div className={layout.pair}>
        <AddressText name={fields.city} label={t('address.city')} autoComplete={`${section}address-level2`} />
        <ZipField
          name={fields.zip}
          country={country}
          variant={variant}
          label={t('address.zip')}
          required
          autoComplete={`${section}postal-code`}
        />
      </div>
    </>
  );
}
