import { describe, expect, it } from 'vitest';
import { duplicateKeysOf } from './duplicate-keys.ts';
import {
  DUPLICATE_RULE_BADGES,
  DUPLICATE_RULE_TEXTS,
  DUPLICATE_RULES,
  type DuplicateRule,
  duplicateRuleOf,
  isOneEditApart,
  matchedFieldsFingerprint,
} from './duplicate-rules.ts';
import type { DuplicateSubject } from './duplicate-subject.ts';

let lastId = 0;

/** A student of charter ch-1 with a parent's e-mail and phone; each call a new record id. */
function subject(overrides: Partial<DuplicateSubject> = {}): DuplicateSubject {
  lastId += 1;
  return {
    kind: 'interest',
    id: `i-${lastId}`,
    charterId: 'ch-1',
    studentFirstName: 'José',
    studentLastName: 'García-López',
    birthDate: '2012-02-01',
    parentEmail: 'elena@example.com',
    parentPhone: '661-555-0101',
    ...overrides,
  };
}

/** Another family: its own e-mail and phone. */
const OTHER_PARENT = { parentEmail: 'ruth@example.com', parentPhone: '661-555-0202' };
const NO_PARENT = { parentEmail: '', parentPhone: '' };

type Case = [string, Partial<DuplicateSubject>, Partial<DuplicateSubject>, DuplicateRule | null];

const CASES: Case[] = [
  ['the same student from two devices', {}, { kind: 'registration' }, 'strong'],
  [
    'the same student, accents and hyphen left out',
    {},
    { studentLastName: 'garcia lopez', ...OTHER_PARENT },
    'strong',
  ],
  [
    'a compound first name with and without accents',
    { studentFirstName: 'María José' },
    { studentFirstName: 'Maria Jose', ...OTHER_PARENT },
    'strong',
  ],
  [
    'a letter added (Jon, John)',
    { studentFirstName: 'Jon' },
    { studentFirstName: 'John', ...OTHER_PARENT },
    'likely-typo',
  ],
  [
    'a letter replaced (Jon, Joan)',
    { studentFirstName: 'Jon' },
    { studentFirstName: 'Joan', ...OTHER_PARENT },
    'likely-typo',
  ],
  [
    'a letter replaced (Jon, Jan)',
    { studentFirstName: 'Jon' },
    { studentFirstName: 'Jan', ...OTHER_PARENT },
    'likely-typo',
  ],
  ['two letters swapped (Jsoé, José)', { studentFirstName: 'Jsoé' }, { ...OTHER_PARENT }, 'likely-typo'],
  [
    'first and last name swapped',
    { studentFirstName: 'García-López', studentLastName: 'José' },
    OTHER_PARENT,
    'likely-typo',
  ],
  [
    'a two-letter name one letter from another (Jo, Jon)',
    { studentFirstName: 'Jo' },
    { studentFirstName: 'Jon', ...OTHER_PARENT },
    null,
  ],
  [
    'another first name (Jonathan, John)',
    { studentFirstName: 'Jonathan' },
    { studentFirstName: 'John', ...OTHER_PARENT },
    null,
  ],
  ['a typo in the last name only', { studentLastName: 'Garcia-Lopes' }, OTHER_PARENT, null],
  ['a shared last name alone', { studentFirstName: 'Ana', birthDate: '2014-05-05' }, OTHER_PARENT, null],
  ['a shared birth date alone', { studentFirstName: 'Ana', studentLastName: 'Pérez' }, OTHER_PARENT, null],
  ['a shared first name and birth date, another last name', { studentLastName: 'Pérez' }, OTHER_PARENT, null],
  ['the same names, no birth date on either', { birthDate: '', ...OTHER_PARENT }, { birthDate: '' }, null],
  ['the same names, no birth date on one', { birthDate: '', ...OTHER_PARENT }, {}, null],
  ['the same names, no birth date, the same parent', { birthDate: '' }, { birthDate: '' }, 'sibling'],
  [
    'no names and no parent on either',
    { studentFirstName: '', studentLastName: '', ...NO_PARENT },
    { studentFirstName: '', studentLastName: '', ...NO_PARENT },
    null,
  ],
  [
    'the same parent e-mail and birth date (a nickname)',
    { studentFirstName: 'Pepe' },
    { parentPhone: '' },
    'likely-family',
  ],
  [
    'the same parent phone and birth date',
    { studentFirstName: 'Pepe', parentEmail: '' },
    { parentEmail: 'e@example.com' },
    'likely-family',
  ],
  [
    'the same phone written otherwise',
    { studentFirstName: 'Pepe', parentEmail: '' },
    { parentPhone: '+1 (661) 555 0101' },
    'likely-family',
  ],
  [
    'the same e-mail in capitals',
    { studentFirstName: 'Pepe', parentPhone: '' },
    { parentEmail: ' Elena@Example.com' },
    'likely-family',
  ],
  [
    'the same parent, another birth date',
    { studentFirstName: 'Ana', birthDate: '2015-09-09' },
    {},
    'sibling',
  ],
  ['the same parent, one birth date unknown', { studentFirstName: 'Ana', birthDate: '' }, {}, 'sibling'],
  ['no parent on either', { studentFirstName: 'Ana', ...NO_PARENT }, NO_PARENT, null],
  ['the same student in another charter', {}, { charterId: 'ch-2' }, null],
  ['the same student, neither with a charter', { charterId: '' }, { charterId: '' }, null],
];

describe('duplicateRuleOf', () => {
  it.each(CASES)('%s: %j and %j match %j', (_case, a, b, rule) => {
    const [first, second] = [subject(a), subject(b)];
    expect(duplicateRuleOf(first, second)).toBe(rule);
    expect(duplicateRuleOf(second, first)).toBe(rule);
  });

  it('never pairs a record with itself, and tells records of different kinds apart', () => {
    const record = subject();
    expect(duplicateRuleOf(record, { ...record })).toBeNull();
    expect(duplicateRuleOf(record, { ...record, kind: 'lelo' })).toBe('strong');
  });

  it('still checks a record already paired by the other rules', () => {
    const [a, b] = [subject(), subject()];
    const c = subject({ studentFirstName: 'Pepe' });
    expect(duplicateRuleOf(a, b)).toBe('strong');
    expect([duplicateRuleOf(b, c), duplicateRuleOf(a, c)]).toEqual(['likely-family', 'likely-family']);
  });
});

describe('isOneEditApart', () => {
  it.each([
    ['jon', 'john', true],
    ['john', 'jhon', true],
    ['jon', 'jonn', true],
    ['maria', 'mario', true],
    ['jon', 'jon', false],
    ['jon', 'jo', false],
    ['jo', 'ja', false],
    ['jon', 'njo', false],
    ['john', 'joan', true],
    ['jonathan', 'john', false],
    ['abcd', 'badc', false],
    ['zoë', 'zoey', false],
  ])('%s and %s: %s', (a, b, apart) => {
    expect(isOneEditApart(a, b)).toBe(apart);
    expect(isOneEditApart(b, a)).toBe(apart);
  });
});

describe('the rule texts and badges', () => {
  it('say every rule in one line, the two likely rules under one badge', () => {
    for (const rule of DUPLICATE_RULES) expect(DUPLICATE_RULE_TEXTS[rule]).toMatch(/^[^\n]+\.$/);
    expect(DUPLICATE_RULES.map((rule) => DUPLICATE_RULE_BADGES[rule])).toEqual([
      'Strong',
      'Likely',
      'Likely',
      'Sibling?',
    ]);
  });
});

describe('matchedFieldsFingerprint', () => {
  const a = subject();
  const b = subject({ studentFirstName: 'Jose', parentPhone: '' });
  const print = matchedFieldsFingerprint(a, b, 'strong');

  it('is the same whichever record comes first, and for the same fields written otherwise', () => {
    expect(matchedFieldsFingerprint(b, a, 'strong')).toBe(print);
    expect(matchedFieldsFingerprint({ ...a, studentLastName: 'GARCIA LOPEZ' }, b, 'strong')).toBe(print);
    expect(print).toMatch(/^[0-9a-f]{16}$/);
  });

  it('changes with a matched field or the rule, not with a field the rule did not compare', () => {
    expect(matchedFieldsFingerprint({ ...a, birthDate: '2012-02-02' }, b, 'strong')).not.toBe(print);
    expect(matchedFieldsFingerprint(a, b, 'likely-family')).not.toBe(print);
    expect(matchedFieldsFingerprint({ ...a, parentEmail: 'new@example.com' }, b, 'strong')).toBe(print);
  });

  it('changes for a family rule when the matched e-mail changes on both records', () => {
    const family = matchedFieldsFingerprint(a, b, 'likely-family');
    const moved = { parentEmail: 'moved@example.com' };
    expect(matchedFieldsFingerprint({ ...a, ...moved }, { ...b, ...moved }, 'likely-family')).not.toBe(
      family,
    );
    expect(matchedFieldsFingerprint({ ...a, studentFirstName: 'Pepe' }, b, 'likely-family')).toBe(family);
  });
});

describe('duplicateKeysOf', () => {
  it('keys a record by birth date and last name, by its two names in either order, and by e-mail and phone', () => {
    expect(duplicateKeysOf(subject({ parentEmail: 'Elena@Example.com ' }))).toEqual([
      'bl:2012-02-01|garcialopez',
      'bs:2012-02-01|garcialopez|jose',
      'e:elena@example.com',
      'p:6615550101',
    ]);
  });

  it('leaves out every key with an unknown part', () => {
    expect(duplicateKeysOf(subject({ birthDate: '' }))).toEqual(['e:elena@example.com', 'p:6615550101']);
    expect(duplicateKeysOf(subject({ studentFirstName: '', ...NO_PARENT }))).toEqual([
      'bl:2012-02-01|garcialopez',
    ]);
    expect(duplicateKeysOf(subject({ studentLastName: '-', parentPhone: '555' }))).toEqual([
      'e:elena@example.com',
    ]);
  });

  /** Whether two records share a key, as the candidate query asks. */
  const shareKey = (a: DuplicateSubject, b: DuplicateSubject) =>
    duplicateKeysOf(a).some((key) => duplicateKeysOf(b).includes(key));

  it.each(CASES.filter(([, , , rule]) => rule !== null))('%s: the two records share a key', (_case, a, b) => {
    expect(shareKey(subject(a), subject(b))).toBe(true);
  });

  it('lets the query find every pair any rule matches, over records made from each other by small changes', () => {
    const variants: Partial<DuplicateSubject>[][] = [
      [{}, { studentFirstName: 'Jsoe' }, { studentFirstName: 'Pepe' }, { studentFirstName: '' }],
      [{}, { studentLastName: 'José', studentFirstName: 'García López' }, { studentLastName: 'Garcia' }],
      [{}, { birthDate: '2012-02-10' }, { birthDate: '2012-13-01' }],
      [{}, { parentEmail: 'ELENA@example.com' }, { parentEmail: 'other@example.com' }],
      [{}, { parentPhone: '' }],
    ];
    const records = variants
      .reduce<Partial<DuplicateSubject>[]>(
        (made, choices) => made.flatMap((record) => choices.map((choice) => ({ ...record, ...choice }))),
        [{}],
      )
      .map((overrides) => {
        const record = subject(overrides);
        return { record, keys: new Set(duplicateKeysOf(record)) };
      });
    let matched = 0;
    for (const a of records)
      for (const b of records) {
        if (duplicateRuleOf(a.record, b.record) === null) continue;
        matched += 1;
        const shared = [...a.keys].some((key) => b.keys.has(key));
        expect(shared, `${JSON.stringify(a.record)} ${JSON.stringify(b.record)}`).toBe(true);
      }
    expect(matched).toBeGreaterThan(records.length);
  });

  it('never has an empty part', () => {
    const empty = subject({ studentFirstName: ' ', studentLastName: "'", birthDate: '', ...NO_PARENT });
    expect(duplicateKeysOf(empty)).toEqual([]);
    for (const key of duplicateKeysOf(subject())) expect(key.split(/[:|]/)).not.toContain('');
  });
});
