import { NAME_MAX_LENGTH } from '@enroll/domain';
import { TextField } from './text-field.tsx';

/** One of a person's names: the form's field and its label. */
export interface NamePart {
  name: string;
  label: string;
}

/**
 * Whose names the browser may fill in: the person at the keyboard ('self': given-name …), one person of
 * several on the form ('section-parent1': section-parent1 given-name …), or nobody ('off': staff typing a
 * family's names). Without it the fields carry no hint.
 */
export type NameAutofill = 'self' | 'off' | `section-${string}`;

function autoCompleteOf(autofill: NameAutofill | undefined, token: string): string | undefined {
  if (autofill === undefined || autofill === 'off') return autofill;
  return autofill === 'self' ? token : `${autofill} ${token}`;
}

/**
 * A person's first, middle (when asked) and last names, each a text field with the names' length
 * limit and the offer of capitals; the first and last are required unless `required` is false. The
 * caller lays them out (they render side by side in whatever grid holds them).
 */
export function NameFields({
  first,
  middle,
  last,
  required = true,
  autofill,
}: {
  first: NamePart;
  middle?: NamePart;
  last: NamePart;
  required?: boolean;
  autofill?: NameAutofill;
}) {
  const field = (part: NamePart, token: string, isRequired: boolean) => (
    <TextField
      name={part.name}
      label={part.label}
      required={isRequired}
      offerCapitals
      maxLength={NAME_MAX_LENGTH}
      autoComplete={autoCompleteOf(autofill, token)}
    />
  );
  return (
    <>
      {field(first, 'given-name', required)}
      {middle && field(middle, 'additional-name', false)}
      {field(last, 'family-name', required)}
    </>
  );
}
