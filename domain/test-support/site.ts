import type { Site, SiteCharter } from '../src/location/site.ts';

/** A charter for tests (Antelope Valley, Learn4Life); `overrides` replace whole fields. */
export function testCharter(overrides: Partial<SiteCharter> = {}): SiteCharter {
  return {
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
    ...overrides,
  };
}

/**
 * A learning center for tests (Lancaster, no people, no enrollment info, no orientation dates);
 * `overrides` replace whole top-level fields.
 */
export function testSite(overrides: Partial<Site> = {}): Site {
  return {
    id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
    name: 'Lancaster Learning Center',
    displayName: 'Lancaster',
    brandName: 'Learn4Life',
    charter: testCharter(),
    photo: '',
    coordinates: { latitude: 34.69, longitude: -118.15 },
    address: {
      address_1: '44900 Division St',
      city: 'Lancaster',
      state: 'CA',
      zip: '93535',
      phone: '661-555-0100',
      coordinates: { latitude: 34.69, longitude: -118.15 },
      start_day: '',
      end_day: '',
      start_time: '',
      end_time: '',
    },
    people: [],
    enrollment_info: null,
    orientation: { orientation_dates: [], virtual_link: '' },
    ...overrides,
  };
}
