import { describe, expect, it } from 'vitest';
import { BRAND_SEED } from './brands.ts';
import { toPublicBrand } from './public-brand.ts';

describe('toPublicBrand', () => {
  it('serves the registration variant as `variant`, with the brand’s names, hosts, images, colours and public address', () => {
    const holston = BRAND_SEED.find((brand) => brand.key === 'holston');
    expect(holston).toBeDefined();
    if (!holston) return;
    expect(toPublicBrand(holston, 'https://enroll.holstonacademy.org')).toEqual({
      key: 'holston',
      brandName: holston.brandName,
      domain: holston.domain,
      hostPatterns: holston.hostPatterns,
      brandIcon: '/brands/holston/icon.svg',
      brandLogo: '/brands/holston/logo.svg',
      brandPhoto: '/brands/holston/photo.svg',
      colors: holston.colors,
      variant: holston.registrationVariant,
      publicUrl: 'https://enroll.holstonacademy.org',
    });
  });

  it('leaves out what the stored record has beyond the named fields', () => {
    const [first] = BRAND_SEED;
    if (!first) throw new Error('no brand in the seed');
    const stored = { ...first, id: first.key, _etag: '"1"', updatedBy: 'someone@example.org' };
    expect(Object.keys(toPublicBrand(stored, ''))).not.toContain('updatedBy');
    expect(Object.keys(toPublicBrand(stored, ''))).not.toContain('_etag');
  });
});
