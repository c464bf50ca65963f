import {
  BIRTH_COUNTRIES,
  INTEREST_PLACE_MAX,
  INTEREST_STREET1_MAX,
  INTEREST_STREET2_MAX,
  type InterestAddressPart,
  type InterestAddressPrefix,
  interestAddressField,
  US_STATES,
  usesUsState,
} from '@enroll/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '../../../components/form-fields/select-field.tsx';
import { TextField } from '../../../components/form-fields/text-field.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { AddInterestValues } from '../add-interest-storage.ts';
import { useLevelStyles } from './level-styles.ts';

const STATE_OPTIONS = US_STATES.map(([code, name]) => ({ value: code, label: name }));
const US_ZIP_LENGTH = 5;
const OTHER_ZIP_LENGTH = 15;

/** 'zipCode' or 'mailingZipCode': the form's field is the entry's. */
function fieldName(prefix: InterestAddressPrefix, part: InterestAddressPart): keyof AddInterestValues {
  return interestAddressField(prefix, part);
}

/**
 * One address: country (United States of America first), street, city, then a State select in the
 * United States or a Region text field elsewhere, and the ZIP code (5 digits in the US, else up to 15).
 */
export function AddressFields({ prefix }: { prefix: InterestAddressPrefix }) {
  const { t } = useTranslation('addInterest');
  const styles = useLevelStyles();
  const { control, setValue } = useFormContext<AddInterestValues>();
  const name = (field: Parameters<typeof fieldName>[1]) => fieldName(prefix, field);
  const country = String(useWatch({ control, name: name('country') }) ?? '');
  const us = usesUsState(country);
  const zipLength = us ? US_ZIP_LENGTH : OTHER_ZIP_LENGTH;
  // Street, city and region: required, typed freely (no autofill), with the capitals offer.
  const placeField = (part: 'street1' | 'city' | 'region', maxLength: number) => (
    <TextField
      name={name(part)}
      label={t(`fields.${part}`)}
      required
      offerCapitals
      maxLength={maxLength}
      autoComplete="off"
    />
  );
  return (
    <>
      <SelectField
        name={name('country')}
        label={t('fields.country')}
        options={BIRTH_COUNTRIES}
        places
        required
        autoComplete="off"
        // The state, region and ZIP rules follow the country: a change starts them afresh.
        onValueChange={() => {
          setValue(name('state'), '');
          setValue(name('region'), '');
          setValue(name('zipCode'), '');
        }}
      />
      {placeField('street1', INTEREST_STREET1_MAX)}
      <TextField
        name={name('street2')}
        label={t('fields.street2')}
        maxLength={INTEREST_STREET2_MAX}
        autoComplete="off"
      />
      <div className={styles.pair}>
        {placeField('city', INTEREST_PLACE_MAX)}
        {us ? (
          <SelectField
            name={name('state')}
            label={t('fields.state')}
            options={STATE_OPTIONS}
            places
            required
          />
        ) : (
          placeField('region', INTEREST_PLACE_MAX)
        )}
      </div>
      <TextField
        key={zipLength}
        name={name('zipCode')}
        label={t('fields.zipCode')}
        required
        inputMode="numeric"
        maxLength={zipLength}
        format={(raw) => raw.replace(/\D/g, '').slice(0, zipLength)}
        autoComplete="off"
      />
    </>
  );
}
