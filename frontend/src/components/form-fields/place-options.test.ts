import { BIRTH_COUNTRIES, US_STATES } from '@enroll/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllMessages } from '../../i18n/translate.ts';
import { loadCountryData } from '../registration-sections/address/country-data.ts';
import { countryNameIn } from './country-names.ts';
import { referenceLabelsEs } from './i18n/reference-es.ts';
import { optionLabel } from './option-label.ts';
import { placeOptions } from './place-options.ts';
import { optionLabelMap } from './spanish-option-labels.ts';

const spanish = new Intl.Collator('es');
const byValue = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const STATES_BY_CODE = US_STATES.map(([code, name]) => ({ value: code, label: name }));

/** True when each label comes at or after the one before it in `collator`'s order. */
function inOrder(labels: readonly string[], collator: Intl.Collator): boolean {
  return labels.every((label, index) => index === 0 || collator.compare(labels[index - 1] ?? '', label) <= 0);
}

beforeAll(() => loadAllMessages('es'));

describe('placeOptions', () => {
  it('names the countries in Spanish, in the Spanish order, the United States first, values unchanged', () => {
    const countries = placeOptions(byValue(BIRTH_COUNTRIES), 'es');
    expect(countries[0]).toEqual({ value: 'United States of America', label: 'Estados Unidos' });
    expect(countries).toHaveLength(BIRTH_COUNTRIES.length);
    expect(
      inOrder(
        countries.slice(1).map(({ label }) => label),
        spanish,
      ),
    ).toBe(true);
    const labels = countries.map(({ label }) => label);
    expect(labels.indexOf('Alemania')).toBeLessThan(labels.indexOf('Angola'));
    expect(labels.indexOf('Bélgica')).toBeLessThan(labels.indexOf('Benín'));
    expect(labels.indexOf('Perú')).toBeLessThan(labels.indexOf('República Dominicana'));
    expect(countries.find(({ label }) => label === 'Alemania')?.value).toBe('Germany');
    expect(labels).not.toContain('Germany');
  });

  it('names the states in Spanish and sorts them the Spanish way, whatever they store', () => {
    const states = placeOptions(STATES_BY_CODE, 'es');
    const labels = states.map(({ label }) => label);
    expect(inOrder(labels, spanish)).toBe(true);
    expect(labels.indexOf('Carolina del Norte')).toBeLessThan(labels.indexOf('Colorado'));
    expect(states.find(({ label }) => label === 'Nueva York')?.value).toBe('NY');
    expect(states.find(({ label }) => label === 'Distrito de Columbia')?.value).toBe('DC');
    expect(labels).not.toContain('North Carolina');
    const byName = placeOptions(byValue(US_STATES.map(([, name]) => name)), 'es');
    expect(byName.find(({ label }) => label === 'Misuri')?.value).toBe('Missouri');
  });

  it('keeps English as stored, A–Z, the United States first', () => {
    const countries = placeOptions(byValue(['Mexico', 'Canada', 'United States of America']), 'en');
    expect(countries.map(({ label }) => label)).toEqual(['United States of America', 'Canada', 'Mexico']);
    expect(placeOptions(STATES_BY_CODE, 'en')[0]).toEqual({ value: 'AL', label: 'Alabama' });
  });
});

describe("the address steps' lists in Spanish", () => {
  it('names every country of the address list in Spanish', async () => {
    const data = await loadCountryData();
    for (const country of data.countries) expect(countryNameIn(country, 'es'), country).toBeTruthy();
    expect(optionLabel('Korea, Republic of', 'es')).toBe('Corea del Sur');
    expect(optionLabel('Czech Republic', 'es')).toBe('Chequia');
    const countries = placeOptions(byValue(data.countries), 'es');
    expect(countries[0]?.label).toBe('Estados Unidos');
    expect(
      inOrder(
        countries.slice(1).map(({ label }) => label),
        spanish,
      ),
    ).toBe(true);
  });

  it('names every US state, district, territory and military mail region of the address list in Spanish', async () => {
    const data = await loadCountryData();
    const regions = data.statesOf('United States of America');
    const catalog = optionLabelMap(referenceLabelsEs);
    for (const region of regions)
      expect(catalog.get(region) ?? countryNameIn(region, 'es'), region).toBeTruthy();
    expect(optionLabel('District of Columbia', 'es')).toBe('Distrito de Columbia');
    expect(optionLabel('Virgin Islands', 'es')).toMatch(/^Islas Vírgenes/);
    expect(optionLabel('Armed Forces Pacific', 'es')).toBe('Fuerzas Armadas del Pacífico');
    expect(
      inOrder(
        placeOptions(byValue(regions), 'es').map(({ label }) => label),
        spanish,
      ),
    ).toBe(true);
  });
});
