/**
 * The lookup keys stored on each record, so that one indexed query (records of the same charter
 * sharing at least one key) finds every record any rule could match. Every rule needs a known birth
 * date and last name, or a known e-mail or phone, so every matching pair shares one of these keys.
 */
import { type DuplicateSubject, normalisedSubject } from './duplicate-subject.ts';

/**
 * `bl:<birth>|<last>` (the same student, or a first-name typo), `bs:<birth>|<name>|<name>` (the two
 * names in either order: first and last swapped), `e:<email>` and `p:<phone>` (the family rules). A
 * key is left out when one of its parts is unknown, so no key has an empty part.
 */
export function duplicateKeysOf(subject: DuplicateSubject): string[] {
  const { birth, first, last, email, phone } = normalisedSubject(subject);
  const keys: string[] = [];
  if (birth !== '' && last !== '') keys.push(`bl:${birth}|${last}`);
  if (birth !== '' && first !== '' && last !== '') keys.push(`bs:${birth}|${[first, last].sort().join('|')}`);
  if (email !== '') keys.push(`e:${email}`);
  if (phone !== '') keys.push(`p:${phone}`);
  return keys;
}
