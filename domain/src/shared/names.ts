/**
 * The one rule for text a person types about themselves: names, places (city, state, country) and
 * streets are kept as typed. Only invisible characters are taken out and spaces tidied; letters keep
 * their case ("María José de la Cruz McDonald" stays so). An entry typed all in lower case or all in
 * capitals may be offered a capitalised form, which the person takes or leaves.
 */
export const NAME_MAX_LENGTH = 50;

/** Text with a character rule: a person's name, a place (city, state, country), a street. */
export type TypedTextKind = 'name' | 'place' | 'street';

/** Control characters and the invisible marks that reorder text on screen (direction overrides, isolates). */
const INVISIBLE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * What is kept of a typed name, place or street: any run of white space (tabs and line breaks too)
 * as one space, control and direction-override characters removed, leading and trailing spaces
 * trimmed. Nothing else changes.
 */
export function tidyTypedText(value: string): string {
  return value.replace(/\s+/gu, ' ').replace(INVISIBLE, '').replace(/ {2,}/g, ' ').trim();
}

/**
 * A name reduced to what identifies it, for comparing two names: tidied as every typed text is
 * (`tidyTypedText`), letters without their accents and case ("María" and "maria" agree: a phone's
 * keyboard may not offer the accent), and without spaces, hyphens, apostrophes and periods
 * ("García-López" and "García López", "O'Brien" and "OBrien", "J." and "J"; "张伟" is written
 * without a space).
 */
export function comparableName(value: string): string {
  return tidyTypedText(value)
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s\-'’.]/gu, '');
}

/**
 * Letters of any script with their accents, spaces, apostrophes (' and ’), hyphens and periods;
 * streets also digits and '#'.
 */
const ALLOWED: Record<TypedTextKind, RegExp> = {
  name: /^[\p{L}\p{M} '’.-]*$/u,
  place: /^[\p{L}\p{M} '’.-]*$/u,
  street: /^[\p{L}\p{M}\p{N} '’.#-]*$/u,
};

/** Whether a (tidied) text has only the characters its kind allows. */
export function hasAllowedCharacters(value: string, kind: TypedTextKind): boolean {
  return ALLOWED[kind].test(value);
}

/** The message key of a text with a character its kind does not allow. */
export function disallowedCharactersKey(kind: TypedTextKind): 'name.characters' | 'street.characters' {
  return kind === 'street' ? 'street.characters' : 'name.characters';
}

/** Particles that stay lower case inside a name: "de la Cruz", "van der", "y". */
const PARTICLES = new Set(['de', 'del', 'la', 'van', 'von', 'da', 'di', 'y']);

/**
 * The capitalised form to offer for an entry typed entirely in lower case or entirely in capitals:
 * the first letter of each word (and of each part after a hyphen or apostrophe) upper case, the
 * particles lower case after the first word. Null when the entry has mixed case (it is kept as
 * typed, particles and all), has no cased letters, or is already in that form.
 */
export function capitalisedSuggestion(value: string): string | null {
  const tidy = tidyTypedText(value);
  const lower = tidy.toLocaleLowerCase();
  const upper = tidy.toLocaleUpperCase();
  if (lower === upper || (tidy !== lower && tidy !== upper)) return null;
  const suggestion = lower
    .split(' ')
    .map((word, index) =>
      index > 0 && PARTICLES.has(word)
        ? word
        : word.replace(
            /(^|[-'’])(\p{L})/gu,
            (_match, before: string, letter: string) => before + letter.toLocaleUpperCase(),
          ),
    )
    .join(' ');
  return suggestion === tidy ? null : suggestion;
}
