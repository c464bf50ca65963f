import { type AgeRange, birthDateBounds, businessToday } from '@enroll/domain';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field.tsx';

export interface DateFieldProps
  extends Omit<TextFieldProps, 'format' | 'capitalise' | 'type' | 'inputMode' | 'rows' | 'maxLength'> {
  /** A birth date: the picker offers only the dates the form's age range takes (the schema decides). */
  ageRange?: AgeRange;
}

/** A native date input (YYYY-MM-DD in the draft); no day after today unless `max` or `ageRange` says otherwise. */
export function DateField({ min, max, ageRange, autoComplete = 'off', ...props }: DateFieldProps) {
  const [today] = useState(businessToday);
  const bounds = ageRange ? birthDateBounds(ageRange, today) : null;
  return (
    <TextField
      {...props}
      type="date"
      min={min ?? bounds?.earliest}
      max={max ?? bounds?.latest ?? today}
      autoComplete={autoComplete}
    />
  );
}
