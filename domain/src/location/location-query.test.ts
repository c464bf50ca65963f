import { describe, expect, it } from 'vitest';
import { distanceMiles, parseLocationQuery } from './location-query.ts';
import { stateCodeFromName } from './us-states.ts';

describe('parseLocationQuery', () => {
  it('reads five digits as a ZIP code', () => {
    expect(parseLocationQuery(' 93534 ')).toEqual({ ok: true, query: { kind: 'zip', zip: '93534' } });
  });

  it('reads a ZIP+4 as its ZIP code', () => {
    for (const input of ['93534-1234', '93534 1234'])
      expect(parseLocationQuery(input)).toEqual({ ok: true, query: { kind: 'zip', zip: '93534' } });
    for (const input of ['93534-123', '9353-41234', '93534--1234'])
      expect(parseLocationQuery(input).ok, input).toBe(false);
  });
  it.each(['', '   ', '9353', '935341', 'x'.repeat(51), '!!!'])('refuses %j', (input) => {
    expect(parseLocationQuery(input)).toEqual({ ok: false, error: 'location.query.invalid' });
  });
  it('turns state names and codes into a state code', () => {
    expect(parseLocationQuery('california')).toEqual({ ok: true, query: { kind: 'state', state: 'CA' } });
    expect(parseLocationQuery('NEW YORK')).toEqual({ ok: true, query: { kind: 'state', state: 'NY' } });
    expect(parseLocationQuery('tn')).toEqual({ ok: true, query: { kind: 'state', state: 'TN' } });
  });
  it('sends other text upper-cased', () => {
    expect(parseLocationQuery('Lancaster')).toEqual({ ok: true, query: { kind: 'text', text: 'LANCASTER' } });
  });
});

describe('stateCodeFromName', () => {
  it('knows the District of Columbia and refuses unknown names', () => {
    expect(stateCodeFromName('district of columbia')).toBe('DC');
    expect(stateCodeFromName('Atlantis')).toBeNull();
  });
});

describe('distanceMiles', () => {
  it('is about 7 miles from Lancaster to Palmdale', () => {
    const lancaster = { latitude: 34.6909, longitude: -118.1491 };
    const palmdale = { latitude: 34.5794, longitude: -118.1165 };
    expect(distanceMiles(lancaster, palmdale)).toBeGreaterThan(7);
    expect(distanceMiles(lancaster, palmdale)).toBeLessThan(8.5);
    expect(distanceMiles(lancaster, lancaster)).toBe(0);
  });
});
