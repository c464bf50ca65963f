import { describe, expect, it } from 'vitest';
import { buildCountryData, loadCountryData } from './country-data.ts';

describe('country data', () => {
  it('lists the United States first under its stored name, the rest A–Z, each once', () => {
    const data = buildCountryData([
      ['Mexico', 'MX', [['Jalisco', 'JAL']]],
      [
        'United States',
        'US',
        [
          ['California', 'CA'],
          ['California', 'CA'],
        ],
      ],
      ['Canada', 'CA', [['Ontario', 'ON']]],
      ['Mexico', 'MX', [['Sonora', 'SON']]],
      ['Antarctica', 'AQ', []],
    ]);
    expect(data.countries).toEqual(['United States of America', 'Antarctica', 'Canada', 'Mexico']);
    expect(data.statesOf('United States of America')).toEqual(['California']);
    expect(data.statesOf('USA')).toEqual(['California']);
    expect(data.statesOf(' mexico ')).toEqual(['Jalisco']);
    expect(data.statesOf('Antarctica')).toEqual([]);
    expect(data.statesOf('Atlantis')).toEqual([]);
  });

  it('loads the permissively licensed package: the states, provinces and regions the address steps offer', async () => {
    const data = await loadCountryData();
    expect(data.countries[0]).toBe('United States of America');
    expect(data.countries).not.toContain('United States');
    expect(data.countries.length).toBeGreaterThan(240);
    expect(data.statesOf('United States of America')).toEqual(
      expect.arrayContaining(['California', 'Nevada', 'Tennessee', 'Florida', 'District of Columbia']),
    );
    expect(data.statesOf('Canada')).toContain('Ontario');
    expect(data.statesOf('Mexico')).toContain('Jalisco');
  });
});
