import { describe, expect, it } from 'vitest';
import { sessionNameIn, textInLanguage } from './translated-text.ts';

describe('textInLanguage', () => {
  it('gives a Spanish reader the Spanish version the school wrote', () => {
    expect(textInLanguage('A small school.', 'Una escuela pequeña.', 'es')).toEqual({
      text: 'Una escuela pequeña.',
      lang: 'es',
    });
  });

  it('gives a Spanish reader the English text, marked English, when no Spanish version was written', () => {
    expect(textInLanguage('A small school.', undefined, 'es')).toEqual({
      text: 'A small school.',
      lang: 'en',
    });
    expect(textInLanguage('A small school.', '  ', 'es')).toEqual({ text: 'A small school.', lang: 'en' });
  });

  it('gives an English reader the English text even when a Spanish version exists', () => {
    expect(textInLanguage('A small school.', 'Una escuela pequeña.', 'en')).toEqual({
      text: 'A small school.',
      lang: 'en',
    });
  });
});

describe('sessionNameIn', () => {
  const session = { name: 'Summer Intersession 2027', nameEs: 'Intersesión de verano 2027' };

  it('names the session in Spanish for a Spanish family when the Spanish name is set', () => {
    expect(sessionNameIn(session, 'es').text).toBe('Intersesión de verano 2027');
    expect(sessionNameIn(session, 'en').text).toBe('Summer Intersession 2027');
  });

  it('keeps the name as stored when no Spanish name is set', () => {
    expect(sessionNameIn({ name: 'Summer Intersession 2027', nameEs: '' }, 'es')).toEqual({
      text: 'Summer Intersession 2027',
      lang: 'en',
    });
    expect(sessionNameIn({ name: 'Summer Intersession 2027' }, 'es').text).toBe('Summer Intersession 2027');
  });
});
