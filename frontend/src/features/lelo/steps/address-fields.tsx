import { normalizeUsZipInput } from '@enroll/domain';
import { usStateOptions } from '../../../components/form-fields/place-options.ts';
import { SelectField } from '../../../components/form-fields/select-field.tsx';
import { TextField } from '../../../components/form-fields/text-field.tsx';
import { useLeloStepStyles } from './lelo-step-styles.ts';

export interface AddressFieldNames {
  street: 'street' | 'mailingStreet';
  city: 'city' | 'mailingCity';
  state: 'state' | 'mailingState';
  zip: 'zip' | 'mailingZip';
}

interface AddressFieldsProps {
  names: AddressFieldNames;
  labels: Record<keyof AddressFieldNames, string>;
  /** The stored state, so a value from elsewhere still shows in the list. */
  state: string;
  maxLength: number;
}

/** Street, city (title-cased as typed), state (the US states, stored as their code) and a 5-digit zip. */
export function AddressFields({ names, labels, state, maxLength }: AddressFieldsProps) {
  const layout = useLeloStepStyles();
  const options = usStateOptions(state);
  return (
    <>
      <TextField
        name={names.street}
        label={labels.street}
        required
        offerCapitals
        maxLength={maxLength}
        autoComplete={names.street === 'street' ? 'address-line1' : 'off'}
      />
      <div className={layout.pair}>
        <TextField
          name={names.city}
          label={labels.city}
          required
          offerCapitals
          maxLength={maxLength}
          autoComplete={names.city === 'city' ? 'address-level2' : 'off'}
        />
        <SelectField
          className={layout.select}
          name={names.state}
          label={labels.state}
          options={options}
          places
          required
        />
      </div>
      <TextField
        name={names.zip}
        label={labels.zip}
        required
        inputMode="numeric"
        maxLength={5}
        format={normalizeUsZipInput}
        autoComplete={names.zip === 'zip' ? 'postal-code' : 'off'}
      />
    </>
  );
}
