import { type FamilyLanguage, isUnitedStates } from '@enroll/domain';
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
