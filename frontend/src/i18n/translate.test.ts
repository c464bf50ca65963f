import { describe, expect, it } from 'vitest';
import {
  addMessages,
  hasMessage,
  loadMessages,
  messagesReady,
  registerMessages,
  translate,
} from './translate.ts';

registerMessages('t-test', {
  title: 'Hello, {{name}}!',
  nested: { deep: { text: 'Deep {{ what }}' } },
  'flat.key.with.dots': 'Flat',
  results: { count_one: '{{count}} center found', count_other: '{{count}} centers found' },
});
registerMessages('t-other', { greeting: 'From the other namespace' });

describe('translate', () => {
  it('reads nested and flat keys and fills placeholders', () => {
    expect(translate('t-test', 'title', { name: 'Ana' })).toBe('Hello, Ana!');
    expect(translate('t-test', 'nested.deep.text', { what: 'water' })).toBe('Deep water');
    expect(translate('t-test', 'flat.key.with.dots')).toBe('Flat');
  });

  it('picks the plural form by count', () => {
    expect(translate('t-test', 'results.count', { count: 1 })).toBe('1 center found');
    expect(translate('t-test', 'results.count', { count: 0 })).toBe('0 centers found');
    expect(translate('t-test', 'results.count', { count: 7 })).toBe('7 centers found');
  });

  it("reads another namespace with 'namespace:key'", () => {
    expect(translate('t-test', 't-other:greeting')).toBe('From the other namespace');
  });

  it('falls back to defaultValue, then to the key; leaves unknown placeholders', () => {
    expect(translate('t-test', 'missing', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(translate('t-test', 'missing.key')).toBe('missing.key');
    expect(translate('t-test', 'title')).toBe('Hello, {{name}}!');
    expect(hasMessage('t-test', 'nested.deep.text')).toBe(true);
    expect(hasMessage('t-test', 'nested.deep')).toBe(false);
  });

  it('keeps the first registration of a namespace', () => {
    registerMessages('t-other', { greeting: 'Replaced' });
    expect(translate('t-other', 'greeting')).toBe('From the other namespace');
  });
});

describe('translate in Spanish', () => {
  registerMessages(
    't-es',
    { hello: 'Hello, {{name}}!', only: 'Only in English', n: { c_one: 'one', c_other: 'many' } },
    {
      es: () => Promise.resolve({ hello: '¡Hola, {{name}}!', n: { c_one: 'uno', c_other: 'muchos' } }),
    },
  );
  registerMessages('t-en-only', { staff: 'Staff text' });

  it('waits for the catalog, then reads it; a missing text falls back to English', async () => {
    expect(messagesReady('t-es', 'es')).toBe(false);
    expect(translate('t-es', 'hello', { name: 'Ana' }, 'es')).toBe('Hello, Ana!');
    await loadMessages('t-es', 'es');
    expect(messagesReady('t-es', 'es')).toBe(true);
    expect(translate('t-es', 'hello', { name: 'Ana' }, 'es')).toBe('¡Hola, Ana!');
    expect(translate('t-es', 'n.c', { count: 3 }, 'es')).toBe('muchos');
    expect(translate('t-es', 'only', {}, 'es')).toBe('Only in English');
    expect(translate('t-es', 'hello', { name: 'Ana' }, 'en')).toBe('Hello, Ana!');
  });

  it('a namespace without Spanish is ready at once and shows English', () => {
    expect(messagesReady('t-en-only', 'es')).toBe(true);
    expect(translate('t-en-only', 'staff', {}, 'es')).toBe('Staff text');
  });

  it('takes a part added later into the namespace, keeping its texts and its Spanish', async () => {
    registerMessages(
      't-parts',
      { first: 'First part' },
      { es: () => Promise.resolve({ first: 'Primera parte' }) },
    );
    expect(hasMessage('t-parts', 'later')).toBe(false);
    addMessages('t-parts', { later: 'Added with the staff routes' });
    expect(translate('t-parts', 'later')).toBe('Added with the staff routes');
    expect(translate('t-parts', 'first')).toBe('First part');
    await loadMessages('t-parts', 'es');
    expect(translate('t-parts', 'first', {}, 'es')).toBe('Primera parte');
    // A part without a Spanish text reads in English, as the staff screens do.
    expect(translate('t-parts', 'later', {}, 'es')).toBe('Added with the staff routes');
  });
});
