import type { FamilyLanguage } from '@enroll/domain';
import { currentLanguage } from './language.ts';

/**
 * The message catalogs and the lookup every text goes through. A small lookup replaces i18next
 * (about 15 KB gzip on every public first load): nested keys ('common.loading'), flat keys with dots
 * (the domain's validation keys), 'namespace:key', `{{name}}` interpolation, `_one`/`_other` plurals
 * by `count` (Intl.PluralRules), and `defaultValue`. A missing key shows as the key itself.
 *
 * English is registered with the code that uses it. Another language's catalog of a namespace is
 * loaded on demand (its own small chunk), so an English-speaking family never downloads Spanish and
 * a Spanish-speaking one only downloads the texts of the pages it opens. A text missing from a loaded
 * catalog falls back to English (the completeness test keeps that from happening).
 */
export interface Catalog {
  [key: string]: string | Catalog;
}

export interface TranslateOptions {
  count?: number;
  defaultValue?: string;
  [name: string]: unknown;
}

/** The loaders of a namespace's catalogs in the other languages. */
export type CatalogLoaders = Partial<Record<Exclude<FamilyLanguage, 'en'>, () => Promise<Catalog>>>;

const catalogs = new Map<string, Map<FamilyLanguage, Catalog>>();
const loaders = new Map<string, CatalogLoaders>();
const loading = new Map<string, Promise<void>>();
const plurals = new Map<FamilyLanguage, Intl.PluralRules>();

/** The namespaces every page reads (common texts and validation messages): loaded with any other. */
const BASE_NAMESPACES = ['translation', 'validation'];

/**
 * Adds a namespace's English texts and the loaders of its other languages (once; a feature registers
 * them when its code loads). A namespace without a loader for a language shows English in it, which
 * is what the staff screens do.
 */
export function registerMessages(namespace: string, english: Catalog, others: CatalogLoaders = {}): void {
  if (catalogs.has(namespace)) return;
  catalogs.set(namespace, new Map([['en', english]]));
  loaders.set(namespace, others);
}

/**
 * Adds English texts to a namespace registered earlier: a part of its catalog that only some pages
 * need, loaded with them (the staff screens' validation messages, `staff-validation-messages.ts`).
 */
export function addMessages(namespace: string, english: Catalog): void {
  const languages = catalogs.get(namespace);
  if (!languages) registerMessages(namespace, english);
  else languages.set('en', { ...languages.get('en'), ...english });
}

function loadedKey(namespace: string, language: FamilyLanguage): string {
  return `${namespace}:${language}`;
}

function hasCatalog(namespace: string, language: FamilyLanguage): boolean {
  return (
    language === 'en' ||
    catalogs.get(namespace)?.has(language) === true ||
    !loaders.get(namespace)?.[language]
  );
}

/** Whether the namespace (and the common ones) can be shown in the language without waiting. */
export function messagesReady(namespace: string, language: FamilyLanguage): boolean {
  return [namespace, ...BASE_NAMESPACES].every((ns) => hasCatalog(ns, language));
}

function loadOne(namespace: string, language: FamilyLanguage): Promise<void> {
  if (hasCatalog(namespace, language)) return Promise.resolve();
  const key = loadedKey(namespace, language);
  let pending = loading.get(key);
  if (!pending) {
    const loader = loaders.get(namespace)?.[language as Exclude<FamilyLanguage, 'en'>];
    pending = (loader ? loader() : Promise.resolve(undefined)).then(
      (catalog) => {
        if (catalog) catalogs.get(namespace)?.set(language, catalog);
      },
      (error: unknown) => {
        loading.delete(key); // a failed chunk download can be tried again on the next render
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

const together = new Map<string, Promise<void>>();

/**
 * Loads the namespace's catalog in the language with the common ones; the same promise every time
 * (useTranslation throws it to suspend, and React waits on a promise that outlives the render).
 */
export function loadMessages(namespace: string, language: FamilyLanguage): Promise<void> {
  const key = loadedKey(namespace, language);
  let pending = together.get(key);
  if (!pending) {
    pending = Promise.all([namespace, ...BASE_NAMESPACES].map((ns) => loadOne(ns, language))).then(
      () => undefined,
      (error: unknown) => {
        together.delete(key);
        throw error;
      },
    );
    together.set(key, pending);
  }
  return pending;
}

/** Loads every registered namespace's catalog in the language (before switching to it). */
export function loadAllMessages(language: FamilyLanguage): Promise<void> {
  return Promise.all([...catalogs.keys()].map((ns) => loadOne(ns, language))).then(() => undefined);
}

function find(catalog: Catalog | undefined, key: string): string | undefined {
  if (!catalog) return undefined;
  const flat = catalog[key];
  if (typeof flat === 'string') return flat;
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function split(namespace: string, key: string): [string, string] {
  const colon = key.indexOf(':');
  if (colon > 0 && catalogs.has(key.slice(0, colon))) return [key.slice(0, colon), key.slice(colon + 1)];
  return [namespace, key];
}

function pluralRules(language: FamilyLanguage): Intl.PluralRules {
  let rules = plurals.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    plurals.set(language, rules);
  }
  return rules;
}

function lookup(
  catalog: Catalog | undefined,
  path: string,
  count: number | undefined,
  language: FamilyLanguage,
) {
  return (
    (count === undefined
      ? undefined
      : (find(catalog, `${path}_${pluralRules(language).select(count)}`) ??
        find(catalog, `${path}_other`))) ?? find(catalog, path)
  );
}

export function hasMessage(namespace: string, key: string): boolean {
  const [ns, path] = split(namespace, key);
  return find(catalogs.get(ns)?.get('en'), path) !== undefined;
}

export function translate(
  namespace: string,
  key: string,
  options: TranslateOptions = {},
  language: FamilyLanguage = currentLanguage(),
): string {
  const [ns, path] = split(namespace, key);
  const byLanguage = catalogs.get(ns);
  const { count, defaultValue } = options;
  const message =
    (language === 'en' ? undefined : lookup(byLanguage?.get(language), path, count, language)) ??
    lookup(byLanguage?.get('en'), path, count, 'en') ??
    defaultValue ??
    key;
  return message.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}
