import { describe, expect, it } from 'vitest';
import { brandNamed, brandPublicUrl, parseBrandPublicUrls } from './brand-public-url.ts';
import { BRAND_SEED } from './brands.ts';

const DEFAULT = 'https://enroll.learn4life.org';

describe('brandPublicUrl', () => {
  const urls = parseBrandPublicUrls(
    '{"flexhigh":"https://enroll.flexhigh.org/","holston":"https://enroll.holstonacademy.org"}',
  );

  it('gives a listed brand its own address, without a trailing slash', () => {
    expect(brandPublicUrl(urls, 'flexhigh', DEFAULT)).toBe('https://enroll.flexhigh.org');
    expect(brandPublicUrl(urls, 'holston', DEFAULT)).toBe('https://enroll.holstonacademy.org');
  });

  it('gives a brand not listed the default address', () => {
    expect(brandPublicUrl(urls, 'stanza', DEFAULT)).toBe(DEFAULT);
    expect(brandPublicUrl({}, 'flexhigh', DEFAULT)).toBe(DEFAULT);
  });

  it('fills the pattern `*` with the key of a brand not listed', () => {
    const local = parseBrandPublicUrls(
      '{"learn4life":"http://localhost:4280","*":"http://{brand}.localhost:4280"}',
    );
    expect(brandPublicUrl(local, 'learn4life', DEFAULT)).toBe('http://localhost:4280');
    expect(brandPublicUrl(local, 'pbia', DEFAULT)).toBe('http://pbia.localhost:4280');
  });
});

describe('parseBrandPublicUrls', () => {
  it('reads an empty setting as no addresses', () => {
    expect(parseBrandPublicUrls('')).toEqual({});
    expect(parseBrandPublicUrls('  ')).toEqual({});
  });

  it.each([
    ['not JSON', '{flexhigh:', 'BRAND_PUBLIC_URLS is not JSON'],
    [
      'an address with a path',
      '{"flexhigh":"https://enroll.flexhigh.org/apply"}',
      'BRAND_PUBLIC_URLS flexhigh',
    ],
    ['a host without a scheme', '{"flexhigh":"enroll.flexhigh.org"}', 'BRAND_PUBLIC_URLS flexhigh'],
    ['a list', '["https://enroll.flexhigh.org"]', 'BRAND_PUBLIC_URLS'],
  ])('refuses %s, naming the setting', (_case, json, message) => {
    expect(() => parseBrandPublicUrls(json)).toThrow(message);
  });
});

describe('brandNamed', () => {
  it("finds a brand by a learning center's brand name or by its key, any casing", () => {
    expect(brandNamed(BRAND_SEED, 'Flex High')?.key).toBe('flexhigh');
    expect(brandNamed(BRAND_SEED, ' flex high ')?.key).toBe('flexhigh');
    expect(brandNamed(BRAND_SEED, 'holston')?.key).toBe('holston');
  });

  it('finds none for an empty or unknown name', () => {
    expect(brandNamed(BRAND_SEED, '')).toBeNull();
    expect(brandNamed(BRAND_SEED, 'Nowhere Academy')).toBeNull();
  });
});
