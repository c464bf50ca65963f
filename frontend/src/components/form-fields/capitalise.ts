import { capitalizeName, capitalizeWords } from '@enroll/domain';

/**
 * How a text field rewrites what is typed: 'name' first letter upper and the rest lower (names),
 * 'words' every word so ('Maria De La Cruz'), 'sentence' only the first letter upper (notes, school names).
 */
export type Capitalise = 'name' | 'words' | 'sentence';

export function capitalise(value: string, how: Capitalise): string {
  if (how === 'name') return capitalizeName(value);
  if (how === 'words') return capitalizeWords(value);
  return value.charAt(0).toUpperCase() + value.slice(1);
}
