import { DEFAULT_COUNTRY, isUnitedStates } from '@enroll/domain';

/**
 * The country → state lists of the address steps, from `country-state-city` (its country and state
 * modules only, never the 8 MB city list). The package is loaded with a dynamic `import()` the first
 * time an address step asks for it, so it is never part of the first load of /register.
 */
export interface CountryData {
  /** Country names as stored in the draft: the United States first (as 'United States of America'), the rest A–Z. */
  countries: readonly string[];
  /** The state / province names of a stored country name; [] for an unknown country or one without states. */
  statesOf: (country: string) => readonly string[];
}

const US_ISO_CODE = 'US';

interface CountryRow {
  name: string;
  isoCode: string;
}

interface StateRow {
  name: string;
}

/** Builds the lists from the package's rows (exported for the tests). */
export function buildCountryData(
  rows: readonly CountryRow[],
  statesOfIso: (isoCode: string) => readonly StateRow[],
): CountryData {
  const isoByName = new Map<string, string>();
  const others: string[] = [];
  for (const row of rows) {
    if (row.isoCode === US_ISO_CODE) continue;
    if (isoByName.has(row.name.toLowerCase())) continue;
    isoByName.set(row.name.toLowerCase(), row.isoCode);
    others.push(row.name);
  }
  others.sort((a, b) => a.localeCompare(b, 'en'));
  const cache = new Map<string, readonly string[]>();
  return {
    countries: [DEFAULT_COUNTRY, ...others],
    statesOf: (country) => {
      const iso = isUnitedStates(country) ? US_ISO_CODE : isoByName.get(country.trim().toLowerCase());
      if (!iso) return [];
      const cached = cache.get(iso);
      if (cached) return cached;
      const names = [...new Set(statesOfIso(iso).map((state) => state.name))];
      cache.set(iso, names);
      return names;
    },
  };
}

let loading: Promise<CountryData> | null = null;
let loaded: CountryData | null = null;

/** The lists once loaded (null before). */
export function loadedCountryData(): CountryData | null {
  return loaded;
}

/** Loads the package (once; a failed load is tried again on the next call). */
export function loadCountryData(): Promise<CountryData> {
  loading ??= Promise.all([import('country-state-city/lib/country'), import('country-state-city/lib/state')])
    .then(([country, state]) => {
      loaded = buildCountryData(country.default.getAllCountries(), (iso) =>
        state.default.getStatesOfCountry(iso),
      );
      return loaded;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
