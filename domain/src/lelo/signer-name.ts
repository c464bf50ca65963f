import { comparableName } from '../shared/names.ts';

/** The names a signer's typed name is held to: the student's (first, middle, last) or the parent's. */
export interface SignerNames {
  first: string;
  middle?: string;
  last: string;
}

/**
 * Whether a typed signer name is the person's: the first name, the middle name in full, as its
 * initial ("J" or "J.") or left out, and the last name; or the same names family name first (last,
 * middle, first: "张伟", "Nguyễn Văn An"). Case, accents, spaces and punctuation do not matter; any
 * other letter, name or order does. False when the record has no first or last name to compare with.
 */
export function signerNameMatches(typed: string, names: SignerNames): boolean {
  const first = comparableName(names.first);
  const last = comparableName(names.last);
  if (first === '' || last === '') return false;
  const middle = comparableName(names.middle ?? '');
  const accepted = new Set([first + last, last + first]);
  if (middle !== '') {
    const initial = [...middle][0] ?? '';
    for (const given of [middle, initial]) accepted.add(first + given + last);
    accepted.add(last + middle + first);
  }
  return accepted.has(comparableName(typed));
}
