import { describe, expect, it } from 'vitest';
import type { Catalog } from './translate.ts';

/**
 * Every Spanish catalog has exactly the keys of its English one, with the same placeholders, and
 * every catalog a family reads has a Spanish one. A catalog file's Spanish sibling is its name with
 * the `en` part made `es` (en.ts → es.ts, en-people.ts → es-people.ts, classes-en.ts → classes-es.ts).
 */
const modules = import.meta.glob<Record<string, unknown>>(
  ['../**/i18n/*.ts', '../../../domain/src/messages/*.ts', '!../**/*.test.ts'],
  { eager: true },
);

/** The English catalogs of the public pages (relative to this folder): each needs Spanish. */
const PUBLIC_CATALOGS = [
  './en-common.ts',
  '../../../domain/src/messages/en.ts',
  '../components/brand-header/i18n/en.ts',
  '../components/form-fields/i18n/reference-en.ts',
  '../components/registration-sections/i18n/en-background.ts',
  '../components/registration-sections/i18n/en-people.ts',
  '../components/registration-sections/i18n/en-section-titles.ts',
  '../components/rights-modal/i18n/dialog-en.ts',
  '../components/rights-modal/i18n/en.ts',
  '../components/save-for-later/i18n/en.ts',
  '../components/signature-pad/i18n/signature-pad-en.ts',
  '../components/site-search/i18n/en.ts',
  '../components/wizard/i18n/en.ts',
  '../features/interest-form/i18n/en.ts',
  '../features/lelo/i18n/en.ts',
  '../features/lelo/steps/i18n/agreement-en.ts',
  '../features/lelo/steps/i18n/classes-en.ts',
  '../features/location-finder/i18n/en.ts',
  '../features/registration/i18n/en.ts',
  '../features/site-landing/i18n/en.ts',
];

function spanishPathOf(englishPath: string): string | null {
  const file = englishPath.slice(englishPath.lastIndexOf('/') + 1);
  const spanish = file.replace(/(^|-)en(?=[-.])/, '$1es');
  return spanish === file ? null : englishPath.slice(0, englishPath.length - file.length) + spanish;
}

function isCatalog(value: unknown): value is Catalog {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The module's catalog: its one exported object. */
function catalogOf(path: string): Catalog {
  const exported = Object.values(modules[path] ?? {}).filter(isCatalog);
  expect(exported, `${path} exports one catalog`).toHaveLength(1);
  return exported[0] as Catalog;
}

/** Every leaf as 'a.b.c' → its text. */
function leaves(catalog: Catalog, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
  }
  return found;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const pairs = Object.keys(modules)
  .map((english) => [english, spanishPathOf(english)] as const)
  .filter((pair): pair is readonly [string, string] => pair[1] !== null && pair[1] in modules);

describe('message catalogs', () => {
  it.each(PUBLIC_CATALOGS)('%s has a Spanish catalog', (english) => {
    expect(Object.keys(modules), 'the English catalog exists').toContain(english);
    expect(Object.keys(modules)).toContain(spanishPathOf(english));
  });

  it.each(pairs)(
    '%s and its Spanish catalog have the same keys and placeholders',
    (englishPath, spanishPath) => {
      const english = leaves(catalogOf(englishPath));
      const spanish = leaves(catalogOf(spanishPath));
      expect([...spanish.keys()].sort(), 'the same keys').toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        const translated = spanish.get(key) ?? '';
        expect(translated.trim(), `${key} is translated`).not.toBe('');
        expect(placeholders(translated), `${key} keeps its placeholders`).toEqual(placeholders(text));
      }
    },
  );
});
