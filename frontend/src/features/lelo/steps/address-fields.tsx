import { LELO_ADDRESS_MAX_LENGTH, LELO_MAILING_MAX_LENGTH, normalizeUsZipInput } from '@enroll/domain';
import { usStateOptions } from '../../../components/form-fields/place-options.ts';
import { SelectField } from '../../../components/form-fields/select-field.tsx';
import { TextField } from '../../../components/form-fields/text-field.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useLeloStepStyles } from './lelo-step-styles.ts';

/** Each address's fields (their labels are 'address.' and the field's name) and its length limit. */
const ADDRESSES = {
  physical: {
    names: { street: 'street', city: 'city', state: 'state', zip: 'zip' },
    maxLength: LELO_ADDRESS_MAX_LENGTH,
  },
  mailing: {
    names: { street: 'mailingStreet', city: 'mailingCity', state: 'mailingState', zip: 'mailingZip' },
    maxLength: LELO_MAILING_MAX_LENGTH,
  },
} as const;

interface AddressFieldsProps {
  address: keyof typeof ADDRESSES;
  /** The stored state, so a value from elsewhere still shows in the list. */
  state: string;
}

/** Street, city (title-cased as typed), state (the US states, stored as their code) and a 5-digit zip. */
export function AddressFields({ address, state }: AddressFieldsProps) {
  const { t } = useTranslation('lelo');
  const layout = useLeloStepStyles();
  const { names, maxLength } = ADDRESSES[address];
  const options = usStateOptions(state);
  return (
    <>
      <TextField
        name={names.street}
        label={t(`address.${names.street}`)}
        required
        offerCapitals
        maxLength={maxLength}
        autoComplete={names.street === 'street' ? 'address-line1' : 'off'}
      />
      <div className={layout.pair}>
        <TextField
          name={names.city}
          label={t(`address.${names.city}`)}
          required
          offerCapitals
          maxLength={maxLength}
          autoComplete={names.city === 'city' ? 'address-level2' : 'off'}
        />
        <SelectField
          className={layout.select}
          name={names.state}
          label={t(`address.${names.state}`)}
          options={options}
          places
          required
        />
      </div>
      <TextField
        name={names.zip}
        label={t(`address.${names.zip}`)}
        required
        inputMode="numeric"
        maxLength={5}
        format={normalizeUsZipInput}
        autoComplete={names.zip === 'zip' ? 'postal-code' : 'off'}
      />
    </>
  );
}
