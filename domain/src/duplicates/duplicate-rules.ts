/**
 * The rules that flag two records as the same student or the same family. Each rule needs every one
 * of its fields known on both records and equal after normalisation (`normalisedSubject`): a rule
 * matching on any one field, or an empty field counting as equal, is how other systems merged
 * strangers into one giant set.
 */
import { type DuplicateSubject, type NormalisedSubject, normalisedSubject } from './duplicate-subject.ts';

/** The rules, strongest first. */
export const DUPLICATE_RULES = ['strong', 'likely-typo', 'likely-family', 'sibling'] as const;
export type DuplicateRule = (typeof DUPLICATE_RULES)[number];

/** Each rule in one line, for the screen. */
export const DUPLICATE_RULE_TEXTS: Record<DuplicateRule, string> = {
  strong: 'Same student: same first name, last name and birth date.',
  'likely-typo':
    'Same student with a typo: same birth date and last name, first name one letter apart (or first and last name swapped).',
  'likely-family': 'Same family: same parent e-mail or phone, and the same student birth date.',
  sibling:
    'Same parent e-mail or phone, a different or unknown birth date: perhaps a brother or sister, not a duplicate.',
};

/** The badge each rule shows. */
export const DUPLICATE_RULE_BADGES: Record<DuplicateRule, 'Strong' | 'Likely' | 'Sibling?'> = {
  strong: 'Strong',
  'likely-typo': 'Likely',
  'likely-family': 'Likely',
  sibling: 'Sibling?',
};

/** Whether a rule flags a duplicate (a sibling is only a link between two records). */
export function isDuplicateRule(rule: DuplicateRule): boolean {
  return rule !== 'sibling';
}

/**
 * The fewest letters a first name has for a one-letter difference to count as a typo: between shorter
 * names ("Jo" and "Jon", "Al" and "Ali", initials) one letter is as likely another name.
 */
export const TYPO_MIN_LENGTH = 3;

/** Both known (not '') and equal. */
function same(a: string, b: string): boolean {
  return a !== '' && a === b;
}

/**
 * Whether two different names are one edit apart: a letter added, dropped or replaced, or two
 * neighbouring letters swapped (Damerau-Levenshtein distance 1), each name at least `TYPO_MIN_LENGTH`
 * letters long.
 */
export function isOneEditApart(a: string, b: string): boolean {
  const [shorter, longer] = [[...a], [...b]].sort((x, y) => x.length - y.length) as [string[], string[]];
  if (shorter.length < TYPO_MIN_LENGTH || longer.length - shorter.length > 1) return false;
  let start = 0;
  while (start < shorter.length && shorter[start] === longer[start]) start += 1;
  if (start === longer.length) return false;
  const rest = (from: string[], at: number) => from.slice(at).join('');
  if (shorter.length < longer.length) return rest(shorter, start) === rest(longer, start + 1);
  if (rest(shorter, start + 1) === rest(longer, start + 1)) return true;
  return (
    shorter[start] === longer[start + 1] &&
    shorter[start + 1] === longer[start] &&
    rest(shorter, start + 2) === rest(longer, start + 2)
  );
}

function ruleOfNormalised(a: NormalisedSubject, b: NormalisedSubject): DuplicateRule | null {
  if ((a.kind === b.kind && a.id === b.id) || !same(a.charterId, b.charterId)) return null;
  const sameBirth = same(a.birth, b.birth);
  if (sameBirth && same(a.last, b.last) && same(a.first, b.first)) return 'strong';
  if (sameBirth && same(a.last, b.last) && isOneEditApart(a.first, b.first)) return 'likely-typo';
  if (sameBirth && same(a.first, b.last) && same(a.last, b.first)) return 'likely-typo';
  const sameParent = same(a.email, b.email) || same(a.phone, b.phone);
  if (sameParent && sameBirth) return 'likely-family';
  return sameParent ? 'sibling' : null;
}

/**
 * The strongest rule two records match, or null: never a record with itself, never two records of
 * different charters (or without one).
 */
export function duplicateRuleOf(a: DuplicateSubject, b: DuplicateSubject): DuplicateRule | null {
  return ruleOfNormalised(normalisedSubject(a), normalisedSubject(b));
}

/** The normalised fields a rule compares, of one record, as one text. */
function matchedFields(subject: NormalisedSubject, other: NormalisedSubject, rule: DuplicateRule): string {
  const contact = [
    same(subject.email, other.email) ? subject.email : '',
    same(subject.phone, other.phone) ? subject.phone : '',
  ];
  const fields =
    rule === 'strong' || rule === 'likely-typo'
      ? [subject.first, subject.last, subject.birth]
      : rule === 'likely-family'
        ? [subject.birth, ...contact]
        : contact;
  return JSON.stringify(fields);
}

/** FNV-1a over the text's UTF-16 units, 32 bits, as 8 hex digits. */
function fnv1a(text: string, seed: number): string {
  let hash = seed;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * A digest of what a rule compared on both records (the rule, and the normalised names, birth date,
 * e-mail or phone it matched on), whichever record comes first. A pair marked 'Not duplicates' keeps
 * it: the pair is flagged again only when the digest changes, that is when a matched field (or the
 * rule) changes. A digest, so the decision does not repeat the names, birth date and contact.
 */
export function matchedFieldsFingerprint(
  a: DuplicateSubject,
  b: DuplicateSubject,
  rule: DuplicateRule,
): string {
  const [left, right] = [normalisedSubject(a), normalisedSubject(b)];
  const sides = [matchedFields(left, right, rule), matchedFields(right, left, rule)].sort();
  const text = JSON.stringify([rule, ...sides]);
  // Two 32-bit lanes: a changed field that went unnoticed would only leave a pair unflagged.
  return fnv1a(text, 0x811c9dc5) + fnv1a(text, 0x01000193);
}
