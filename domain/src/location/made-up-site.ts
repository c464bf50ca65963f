import type { Site, SiteAddress, SiteCharter } from './site.ts';

/**
 * What a caller names of a made-up learning center: any top-level field whole, and of the charter,
 * its brand and the address only the fields that differ.
 */
export interface MadeUpSiteParts extends Partial<Omit<Site, 'charter' | 'address'>> {
  charter?: Partial<Omit<SiteCharter, 'brand'>> & { brand?: Partial<SiteCharter['brand']> };
  address?: Partial<SiteAddress>;
}

const LANCASTER = { latitude: 34.69, longitude: -118.15 };

/**
 * A complete learning center that is no real school, for a render that needs one but shows no family
 * a real center (the build's stand-in answers of the API, tests): a Learn4Life center in Lancaster,
 * CA, with no photo, no opening hours, no people, no enrollment information and no orientation dates,
 * unless `parts` say otherwise.
 */
export function madeUpSite(parts: MadeUpSiteParts = {}): Site {
  const { charter = {}, address = {}, ...top } = parts;
  const { brand = {}, ...charterFields } = charter;
  const unnamed = lancasterCenter();
  return {
    ...unnamed,
    ...top,
    charter: { ...unnamed.charter, ...charterFields, brand: { ...unnamed.charter.brand, ...brand } },
    address: { ...unnamed.address, ...address },
  };
}

function lancasterCenter(): Site {
  return {
    id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
    name: 'Lancaster Learning Center',
    displayName: 'Lancaster',
    brandName: 'Learn4Life',
    charter: {
      id: 'c1',
      name: 'Antelope Valley Learning Academy',
      abbreviation: 'AVLA',
      website: 'https://example.org',
      contactNumber: '661-555-0100',
      brand: {
        brandName: 'Learn4Life',
        brandIcon: '',
        brandPhoto: '',
        enrollmentsUrl: '',
        domain: 'learn4life.org',
      },
    },
    photo: '',
    coordinates: { ...LANCASTER },
    address: {
      address_1: '44900 Division St',
      city: 'Lancaster',
      state: 'CA',
      zip: '93535',
      phone: '661-555-0100',
      coordinates: { ...LANCASTER },
      start_day: '',
      end_day: '',
      start_time: '',
      end_time: '',
    },
    people: [],
    enrollment_info: null,
    orientation: { orientation_dates: [], virtual_link: '' },
  };
}
