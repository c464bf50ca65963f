import { businessToday } from '@enroll/domain';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field.tsx';

export type DateFieldProps = Omit<
  TextFieldProps,
  'format' | 'capitalise' | 'type' | 'inputMode' | 'rows' | 'maxLength'
>;

/** A native date input (YYYY-MM-DD in the draft); no day after today unless `max` says otherwise. */
export function DateField({ max, autoComplete = 'off', ...props }: DateFieldProps) {
  const [today] = useState(businessToday);
  return <TextField {...props} type="date" max={max ?? today} autoComplete={autoComplete} />;
}
