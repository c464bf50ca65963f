import { describe, expect, it } from 'vitest';
import {
  capitalisedSuggestion,
  comparableName,
  disallowedCharactersKey,
  hasAllowedCharacters,
  type TypedTextKind,
  tidyTypedText,
} from './names.ts';

describe('tidyTypedText', () => {
  it('collapses white space and trims, keeping the letters as typed', () => {
    expect(tidyTypedText('  María   José\tde la Cruz  ')).toBe('María José de la Cruz');
    expect(tidyTypedText('maría josé')).toBe('maría josé');
    expect(tidyTypedText('McDONALD')).toBe('McDONALD');
    expect(tidyTypedText('O’Brien-Vega St. #4')).toBe('O’Brien-Vega St. #4');
  });

  it('takes out line breaks, NUL and direction overrides', () => {
    expect(tidyTypedText('Ana\r\nLopez')).toBe('Ana Lopez');
    expect(tidyTypedText('Ana\nLopez\r')).toBe('Ana Lopez');
    expect(tidyTypedText('Ana\u0000Lopez')).toBe('AnaLopez');
    expect(tidyTypedText('Ana\u202ELopez')).toBe('AnaLopez');
    expect(tidyTypedText('Ana \u202E Lopez\u0000 ')).toBe('Ana Lopez');
    expect(tidyTypedText('\u202E\u0000')).toBe('');
  });
});

describe('comparableName', () => {
  it('drops case, accents, spaces, hyphens, apostrophes and periods, and keeps every other letter', () => {
    const typed = [' José  García-López ', 'jose garcia lopez', 'O’Brien', "o'brien", 'J.', '张 伟', 'John'];
    expect(typed.map(comparableName)).toEqual([
      'josegarcialopez',
      'josegarcialopez',
      'obrien',
      'obrien',
      'j',
      '张伟',
      'john',
    ]);
  });
});

describe('hasAllowedCharacters', () => {
  it.each([
    'María José',
    'de la Cruz',
    'McDonald',
    "O'Brien-Vega",
    'O’Brien',
    'St. John',
    'La Cañada Flintridge',
    '李小龙',
  ])('accepts %s as a name, a place and a street', (value) => {
    for (const kind of ['name', 'place', 'street'] as const)
      expect(hasAllowedCharacters(value, kind)).toBe(true);
  });

  it.each([
    ['PO Box 12', 'street', true],
    ['PO Box 12', 'name', false],
    ['PO Box 12', 'place', false],
    ['123 Main St #4', 'street', true],
    ['123 Main St #4', 'name', false],
    ['Ana<script>', 'name', false],
    ['Ana<script>', 'street', false],
    ['Ana_1', 'name', false],
    ['Ana@x', 'name', false],
    ['Ana@x', 'street', false],
    ['12 Main St, Apt 4', 'street', false],
  ] as [string, TypedTextKind, boolean][])('%s as a %s: %s', (value, kind, allowed) => {
    expect(hasAllowedCharacters(value, kind)).toBe(allowed);
  });

  it('names the message of a refused character by kind', () => {
    expect(disallowedCharactersKey('name')).toBe('name.characters');
    expect(disallowedCharactersKey('place')).toBe('name.characters');
    expect(disallowedCharactersKey('street')).toBe('street.characters');
  });
});

describe('capitalisedSuggestion', () => {
  it.each([
    ['maría josé de la cruz mcdonald', 'María José de la Cruz Mcdonald'],
    ["O'BRIEN-VEGA", "O'Brien-Vega"],
    ['DE LA CRUZ', 'De la Cruz'],
  ])('offers %s as %s', (typed, suggestion) => {
    expect(capitalisedSuggestion(typed)).toBe(suggestion);
  });

  it.each(['María josé', 'McDonald', '', '123'])('offers nothing for %j', (typed) => {
    expect(capitalisedSuggestion(typed)).toBeNull();
  });
});
