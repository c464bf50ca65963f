import {
  BIRTH_COUNTRIES,
  INTEREST_PLACE_MAX,
  INTEREST_STREET1_MAX,
  INTEREST_STREET2_MAX,
  type InterestAddressPart,
  type InterestAddressPrefix,
  interestAddressField,
  usesUsState,
} from '@enroll/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { usStateOptions, withCurrent } from '../../../components/form-fields/place-options.ts';
import { SelectField } from '../../../components/form-fields/select-field.tsx';
import { TextField } from '../../../components/form-fields/text-field.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { EditInterestFormValues } from '../edit-interest-values.ts';

function nameOf(prefix: InterestAddressPrefix, part: InterestAddressPart): keyof EditInterestFormValues {
  return interestAddressField(prefix, part);
}

/** Five digits, whatever is typed or pasted (the Edit Interest ZIP rule). */
const zipDigits = (raw: string) => raw.replace(/\D/g, '').slice(0, 5);

/**
 * One address of the entry: the country from the list (a stored value from elsewhere stays in it),
 * the State by its code in the United States (or no country), Region elsewhere.
 */
export function AddressSection({ prefix, className }: { prefix: InterestAddressPrefix; className?: string }) {
  const { t } = useTranslation('interestEdit');
  const { control } = useFormContext<EditInterestFormValues>();
  const [country, state] = useWatch({
    control,
    name: [nameOf(prefix, 'country'), nameOf(prefix, 'state')],
  }).map((value) => String(value ?? '')) as [string, string];
  const field = (part: InterestAddressPart) => nameOf(prefix, part);
  // The city and the region: a place name, with the capitals offer.
  const placeField = (part: 'city' | 'region') => (
    <TextField
      name={field(part)}
      label={t(`fields.${part}`)}
      maxLength={INTEREST_PLACE_MAX}
      offerCapitals
      autoComplete="off"
    />
  );
  return (
    <div className={className}>
      <TextField
        name={field('street1')}
        label={t('fields.street1')}
        maxLength={INTEREST_STREET1_MAX}
        autoComplete="off"
      />
      <TextField
        name={field('street2')}
        label={t('fields.street2')}
        maxLength={INTEREST_STREET2_MAX}
        autoComplete="off"
      />
      {placeField('city')}
      {usesUsState(country) ? (
        <SelectField
          name={field('state')}
          label={t('fields.state')}
          options={usStateOptions(state)}
          autoComplete="off"
        />
      ) : (
        placeField('region')
      )}
      <SelectField
        name={field('country')}
        label={t('fields.country')}
        options={withCurrent(BIRTH_COUNTRIES, country)}
        places
        autoComplete="off"
      />
      <TextField
        name={field('zipCode')}
        label={t('fields.zipCode')}
        inputMode="numeric"
        maxLength={5}
        format={zipDigits}
        autoComplete="off"
      />
    </div>
  );
}
