/**
 * The message catalogs and the lookup every text goes through. English only, so a small lookup
 * replaces i18next (about 15 KB gzip on every public first load): nested keys ('common.loading'),
 * flat keys with dots (the domain's validation keys), 'namespace:key', `{{name}}` interpolation,
 * `_one`/`_other` plurals by `count` (Intl.PluralRules), and `defaultValue`. A missing key shows as
 * the key itself, as i18next did.
 */
export interface Catalog {
  [key: string]: string | Catalog;
}

export interface TranslateOptions {
  count?: number;
  defaultValue?: string;
  [name: string]: unknown;
}

const catalogs = new Map<string, Catalog>();
const plurals = new Intl.PluralRules('en');

/** Adds a namespace's English texts (once; a feature registers them when its code loads). */
export function registerMessages(namespace: string, english: Catalog): void {
  if (!catalogs.has(namespace)) catalogs.set(namespace, english);
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

export function hasMessage(namespace: string, key: string): boolean {
  const [ns, path] = split(namespace, key);
  return find(catalogs.get(ns), path) !== undefined;
}

export function translate(namespace: string, key: string, options: TranslateOptions = {}): string {
  const [ns, path] = split(namespace, key);
  const catalog = catalogs.get(ns);
  const { count, defaultValue } = options;
  const message =
    (count === undefined
      ? undefined
      : (find(catalog, `${path}_${plurals.select(count)}`) ?? find(catalog, `${path}_other`))) ??
    find(catalog, path) ??
    defaultValue ??
    key;
  return message.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}
