import type { FamilyLanguage } from '@enroll/domain';

/**
 * Countries are stored by their English name; a page in another language shows the name Intl knows
 * for the country's ISO 3166-1 code. The lists register their names with their codes as they load:
 * the countries of birth with the Spanish labels (spanish-option-labels.ts), the address steps'
 * countries and US territories with their package (country-data.ts), so every country a page lists
 * or shows back has its name in the page's language.
 */
const codeByName = new Map<string, string>();

// Latin-American Spanish: 'Costa de Marfil', 'Timor Oriental'.
const LOCALES: Record<FamilyLanguage, string> = { en: 'en', es: 'es-419' };
const displayNames = new Map<FamilyLanguage, Intl.DisplayNames>();

/** Records English country names with their ISO codes (a name already known keeps its code). */
export function addCountryCodes(entries: Iterable<readonly [name: string, code: string]>): void {
  for (const [name, code] of entries) if (!codeByName.has(name)) codeByName.set(name, code);
}

/** The name of a stored English country name in a language other than English; undefined when unknown. */
export function countryNameIn(name: string, language: FamilyLanguage): string | undefined {
  if (language === 'en') return undefined;
  const code = codeByName.get(name);
  if (!code) return undefined;
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([LOCALES[language]], { type: 'region', fallback: 'none' });
    displayNames.set(language, names);
  }
  return names.of(code);
}
