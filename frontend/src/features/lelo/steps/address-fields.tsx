import { normalizeUsZipInput, US_STATES } from '@enroll/domain';
import { SelectField } from '../../../components/form-fields/select-field.tsx';
import { TextField } from '../../../components/form-fields/text-field.tsx';
import { useLeloStepStyles } from './lelo-step-styles.ts';

const STATE_OPTIONS = US_STATES.map(([code, name]) => ({ value: code, label: name }));

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
  onStateChange?: (value: string) => void;
}

/** Street, city (title-cased as typed), state (the US states, stored as their code) and a 5-digit zip. */
export function AddressFields({ names, labels, state, maxLength, onStateChange }: AddressFieldsProps) {
  const layout = useLeloStepStyles();
  const known = STATE_OPTIONS.some((option) => option.value === state);
  const options = state === '' || known ? STATE_OPTIONS : [{ value: state, label: state }, ...STATE_OPTIONS];
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
          onValueChange={onStateChange}
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
