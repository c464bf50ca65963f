import { DEFAULT_COUNTRY, isUnitedStates } from '@enroll/domain';
import { loadOnce } from '../../../lib/load-once.ts';
import { addCountryCodes } from '../../form-fields/country-names.ts';

/**
 * The country → state / region lists of the address steps, from `country-region-data` (MIT: countries
 * with their ISO 3166-1 alpha-2 codes and their regions). It replaced `country-state-city`, whose
 * GPL-3.0 licence cannot ship in the families' browser bundle (`scripts/check-licences.mjs` keeps such
 * packages out). The package is loaded with a dynamic `import()` the first time an address step asks
 * for it, so it is never part of the first load of /register. Each country (and each US territory with
 * an ISO code of its own) is registered with its code, so a page in Spanish names it in Spanish.
 */
export interface CountryData {
  /** Country names as stored in the draft: the United States first (as 'United States of America'), the rest A–Z. */
  countries: readonly string[];
  /** The state / province names of a stored country name; [] for an unknown country or one without states. */
  statesOf: (country: string) => readonly string[];
}

const US_ISO_CODE = 'US';

/** The US regions of the list that are ISO 3166-1 regions too (Intl names them): the territories. */
const US_TERRITORY_CODES = new Set(['AS', 'FM', 'GU', 'MH', 'MP', 'PR', 'PW', 'VI']);

/** One country as the package lists it: name, ISO 3166-1 alpha-2 code, regions as [name, short code]. */
export type CountryRow = readonly [
  name: string,
  isoCode: string,
  regions: readonly (readonly [string, string])[],
];

/** Builds the lists from the package's rows (exported for the tests). */
export function buildCountryData(rows: readonly CountryRow[]): CountryData {
  const statesByIso = new Map<string, readonly string[]>();
  const isoByName = new Map<string, string>();
  const others: string[] = [];
  for (const [name, isoCode, regions] of rows) {
    if (statesByIso.has(isoCode)) continue;
    statesByIso.set(isoCode, [...new Set(regions.map(([region]) => region))]);
    if (isoCode === US_ISO_CODE) {
      addCountryCodes(regions.filter(([, code]) => US_TERRITORY_CODES.has(code)));
      continue;
    }
    if (isoByName.has(name.toLowerCase())) continue;
    isoByName.set(name.toLowerCase(), isoCode);
    addCountryCodes([[name, isoCode]]);
    others.push(name);
  }
  others.sort((a, b) => a.localeCompare(b, 'en'));
  return {
    countries: [DEFAULT_COUNTRY, ...others],
    statesOf: (country) => {
      const iso = isUnitedStates(country) ? US_ISO_CODE : isoByName.get(country.trim().toLowerCase());
      return (iso && statesByIso.get(iso)) || [];
    },
  };
}

let loaded: CountryData | null = null;

/** The lists once loaded (null before). */
export function loadedCountryData(): CountryData | null {
  return loaded;
}

/** Loads the package (once; a failed load is tried again on the next call). */
export const loadCountryData = loadOnce(() =>
  import('country-region-data').then((data) => {
    loaded = buildCountryData(data.allCountries);
    return loaded;
  }),
);
