import { BRAND_SEED, type PublicBrand, type Site, toPublicBrand } from '@enroll/domain';

export const SITE_ID = 'a1b2c3d4e5f6a7b8c9d0e1f2';

/** GET /api/brands as the seed serves it. */
export const BRANDS: PublicBrand[] = BRAND_SEED.map(toPublicBrand);

/** A learning center of a brand ('Learn4Life' is long, 'Holston' short). */
export function siteOf(brandName: string, overrides: Partial<Site> = {}): Site {
  return {
    id: SITE_ID,
    name: `${brandName} - Lancaster`,
    displayName: 'Lancaster',
    brandName,
    charter: {
      id: 'charter-1',
      name: 'Antelope Valley Learning Academy',
      abbreviation: 'AVLA',
      website: 'https://example.org',
      contactNumber: '661-555-0100',
      brand: { brandName, brandIcon: '', brandPhoto: '', enrollmentsUrl: '', domain: '' },
    },
    photo: '',
    coordinates: { latitude: 34.69, longitude: -118.15 },
    address: {
      address_1: '123 Main St',
      city: 'Lancaster',
      state: 'CA',
      zip: '93534',
      phone: '661-555-0100',
      coordinates: { latitude: 34.69, longitude: -118.15 },
      start_day: 'Monday',
      end_day: 'Friday',
      start_time: '8:00 AM',
      end_time: '4:00 PM',
    },
    people: [],
    enrollment_info: null,
    orientation: { orientation_dates: [], virtual_link: '' },
    ...overrides,
  };
}
