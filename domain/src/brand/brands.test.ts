import { describe, expect, it } from 'vitest';
import { BRAND_SEED, brandForHost, brandKeyForHost } from './brands.ts';

describe('brand by host', () => {
  it.each([
    ['localhost', 'learn4life'],
    ['localhost:4280', 'learn4life'],
    ['flexhigh.localhost', 'flexhigh'],
    ['enroll.FLEXHIGH.org', 'flexhigh'],
    ['stanza.localhost', 'stanza'],
    ['elev8.localhost:4280', 'elev8'],
    ['holston.localhost', 'holston'],
    ['pbia.localhost', 'pbia'],
    ['charter.localhost', 'charter'],
    ['unknown.example.com', 'learn4life'],
  ])('%s → %s', (host, key) => {
    expect(brandKeyForHost(host)).toBe(key);
  });
  it('gives Holston and Palm Beach International Academy the short layout, the rest the long one', () => {
    const short = BRAND_SEED.filter((brand) => brand.registrationVariant === 'short').map(
      (brand) => brand.brandName,
    );
    expect(short.sort()).toEqual(['Holston', 'Palm Beach International Academy']);
    expect(BRAND_SEED).toHaveLength(7);
    expect(brandForHost('localhost').brandName).toBe('Learn4Life');
  });
});
