export type RegistrationVariant = 'short' | 'long';

export interface BrandColors {
  /** Main brand colour: buttons, links, headings. */
  primary: string;
  /** Darker shade for hover and pressed states. */
  primaryDark: string;
  /** Second colour for accents (card highlights, icons). */
  accent: string;
}

export interface Brand {
  /** Stable id, also the folder of the brand's images under /brands/. */
  key: string;
  brandName: string;
  domain: string;
  /** Host names containing one of these (case-insensitive) belong to the brand. */
  hostPatterns: string[];
  colors: BrandColors;
  brandLogo: string;
  brandIcon: string;
  brandPhoto: string;
  /** The registration wizard layout: short = 11 steps, long = 15 steps. A setting, not code. */
  registrationVariant: RegistrationVariant;
}

/** A brand's images: the files of its folder under /brands/ in the front end's public folder. */
export function brandImagePaths(key: string): Pick<Brand, 'brandLogo' | 'brandIcon' | 'brandPhoto'> {
  return {
    brandLogo: `/brands/${key}/logo.svg`,
    brandIcon: `/brands/${key}/icon.svg`,
    brandPhoto: `/brands/${key}/photo.svg`,
  };
}

function brand(key: string, fields: Omit<Brand, 'key' | 'brandLogo' | 'brandIcon' | 'brandPhoto'>): Brand {
  return { key, ...fields, ...brandImagePaths(key) };
}

export const DEFAULT_BRAND_KEY = 'learn4life';

/**
 * The brands sharing the deployment. This table is the seed of the `brands` container; the API serves
 * the stored records, so a brand's settings (variant included) can change without a code change.
 */
export const BRAND_SEED: readonly Brand[] = [
  brand('learn4life', {
    brandName: 'Learn4Life',
    domain: 'learn4life.org',
    hostPatterns: ['learn4life'],
    colors: { primary: '#0b5cab', primaryDark: '#083f75', accent: '#f28c28' },
    registrationVariant: 'long',
  }),
  brand('flexhigh', {
    brandName: 'Flex High',
    domain: 'flexhigh.org',
    hostPatterns: ['flexhigh', 'flex-high'],
    colors: { primary: '#1b6e3a', primaryDark: '#124a27', accent: '#8cc63f' },
    registrationVariant: 'long',
  }),
  brand('stanza', {
    brandName: 'Stanza Academy',
    domain: 'stanzaacademy.org',
    hostPatterns: ['stanza'],
    colors: { primary: '#6a2c8f', primaryDark: '#4a1e64', accent: '#e0a526' },
    registrationVariant: 'long',
  }),
  brand('elev8', {
    brandName: 'Elev8',
    domain: 'elev8.org',
    hostPatterns: ['elev8'],
    colors: { primary: '#c0392b', primaryDark: '#8e2a20', accent: '#2c3e50' },
    registrationVariant: 'long',
  }),
  brand('holston', {
    brandName: 'Holston',
    domain: 'holstonacademy.org',
    hostPatterns: ['holston'],
    colors: { primary: '#00607a', primaryDark: '#004354', accent: '#f2b705' },
    registrationVariant: 'short',
  }),
  brand('pbia', {
    brandName: 'Palm Beach International Academy',
    domain: 'pbia.org',
    hostPatterns: ['pbia', 'palmbeach', 'palm-beach'],
    colors: { primary: '#00796b', primaryDark: '#00564c', accent: '#ff7043' },
    registrationVariant: 'short',
  }),
  brand('charter', {
    brandName: 'Charter Learning Centers',
    domain: 'charterlearningcenters.org',
    hostPatterns: ['charter'],
    colors: { primary: '#34495e', primaryDark: '#22303d', accent: '#16a085' },
    registrationVariant: 'long',
  }),
];

/**
 * The key of the first brand with a pattern inside the host name (port ignored, any casing), else
 * `fallbackKey`. Self-contained on purpose: the prerendered public pages run its source inline
 * (frontend/src/prerender) to show the host's brand before any module loads.
 */
export function matchBrandKey(
  host: string,
  brands: readonly Pick<Brand, 'key' | 'hostPatterns'>[],
  fallbackKey: string,
): string {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  const match = brands.find((candidate) => candidate.hostPatterns.some((pattern) => name.includes(pattern)));
  return match ? match.key : fallbackKey;
}

/** The brand a host name belongs to; plain localhost and unknown hosts are the default brand. */
export function brandKeyForHost(
  host: string,
  brands: readonly Pick<Brand, 'key' | 'hostPatterns'>[] = BRAND_SEED,
): string {
  return matchBrandKey(host, brands, DEFAULT_BRAND_KEY);
}

export function brandForHost(host: string): Brand {
  const key = brandKeyForHost(host);
  const found = BRAND_SEED.find((candidate) => candidate.key === key) ?? BRAND_SEED[0];
  if (!found) throw new Error('The brand table is empty');
  return found;
}

export function isLearn4Life(brandName: string): boolean {
  return brandName.toLowerCase() === 'learn4life';
}
