import { CALIFORNIA_COUNTIES } from '@enroll/domain';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { withCurrent } from './place-options.ts';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';

export interface CountyFieldProps {
  name: string;
  label: string;
  /** A California address: the county is one of its counties, chosen from the list. */
  californian: boolean;
  required?: boolean;
  maxLength: number;
  /** The select's class (the text input fills its column anyway). */
  selectClassName?: string;
  /** Offer a capitalised form of an all-lower or all-upper typed county. */
  offerCapitals?: boolean;
}

/**
 * The county of an address, for every form that asks it: one of California's counties for a
 * California address (the stored value stays in the list if it is another spelling), else typed.
 * Moving the address into or out of California empties it.
 */
export function CountyField({
  name,
  label,
  californian,
  required = false,
  maxLength,
  selectClassName,
  offerCapitals = false,
}: CountyFieldProps) {
  const { control, getValues, setValue } = useFormContext();
  const county = String(useWatch({ control, name }) ?? '');
  // The county list belongs to California: moving into or out of it empties the county.
  const wasCalifornian = useRef(californian);
  useEffect(() => {
    if (wasCalifornian.current === californian) return;
    wasCalifornian.current = californian;
    if (getValues(name) !== '') setValue(name, '', { shouldDirty: true });
  }, [californian, name, getValues, setValue]);
  return californian ? (
    <SelectField
      className={selectClassName}
      name={name}
      label={label}
      options={withCurrent(CALIFORNIA_COUNTIES, county)}
      required={required}
    />
  ) : (
    <TextField
      name={name}
      label={label}
      required={required}
      offerCapitals={offerCapitals}
      maxLength={maxLength}
    />
  );
}
