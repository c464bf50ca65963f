import { type FamilyLanguage, isUnitedStates, US_STATES } from '@enroll/domain';
import { optionLabel } from './option-label.ts';

/** An option of a select: the stored value and the label shown. */
export interface ShownOption {
  value: string;
  label: string;
}

const COLLATORS = new Map<FamilyLanguage, Intl.Collator>();

function collatorFor(language: FamilyLanguage): Intl.Collator {
  let collator = COLLATORS.get(language);
  if (!collator) {
    collator = new Intl.Collator(language);
    COLLATORS.set(language, collator);
  }
  return collator;
}

/**
 * THE list of places (countries, states, provinces) in a language, for every form that offers one:
 * each place named in the language (its label is a stored English value, see `optionLabel`: 'Germany'
 * → 'Alemania', 'North Carolina' → 'Carolina del Norte'), in that language's alphabetical order
 * (Intl.Collator: 'Alemania' before 'Angola', 'Carolina del Norte' among the C's), the United States
 * first in a country list. The values stay the stored English ones. The Spanish labels must be loaded
 * (SelectField's `useOptionLabel` waits for them).
 */
export function placeOptions(places: readonly ShownOption[], language: FamilyLanguage): ShownOption[] {
  const collator = collatorFor(language);
  return places
    .map(({ value, label }) => ({ value, label: optionLabel(label, language) }))
    .sort(
      (a, b) =>
        Number(isUnitedStates(b.value)) - Number(isUnitedStates(a.value)) ||
        collator.compare(a.label, b.label),
    );
}

/** The US states as a select offers them: stored as their code, shown by name ('CA', 'California'). */
export const US_STATE_OPTIONS: readonly ShownOption[] = US_STATES.map(([code, name]) => ({
  value: code,
  label: name,
}));

/** The states with the stored value first when it is not a state code (a value from elsewhere still shows). */
export function usStateOptions(current: string): readonly ShownOption[] {
  return current === '' || US_STATE_OPTIONS.some((option) => option.value === current)
    ? US_STATE_OPTIONS
    : [{ value: current, label: current }, ...US_STATE_OPTIONS];
}

/** The list with the stored value in it too (an older spelling still shows instead of a blank select). */
export function withCurrent(options: readonly string[], current: string): readonly string[] {
  return current === '' || options.includes(current) ? options : [current, ...options];
}
