import type { Site } from '@enroll/domain';

/** A complete learning center for tests; `overrides` replace whole top-level fields. */
export function makeSite(overrides: Partial<Site> = {}): Site {
  return {
    id: '5f1a2b3c4d5e6f7a8b9c0d1e',
    name: 'Antelope Valley Learning Academy',
    displayName: 'Antelope Valley',
    brandName: 'Learn4Life',
    charter: {
      id: 'c0ffee00c0ffee00c0ffee00',
      name: 'Antelope Valley Charter',
      abbreviation: 'AVLA',
      website: 'https://example.org',
      contactNumber: '661-555-0100',
      brand: {
        brandName: 'Learn4Life',
        brandIcon: '/brands/learn4life/icon.svg',
        brandPhoto: '/brands/learn4life/photo.svg',
        enrollmentsUrl: '',
        domain: 'learn4life.org',
      },
    },
    photo: '/sites/brick-two-story.svg',
    coordinates: { latitude: 34.6868, longitude: -118.1542 },
    address: {
      address_1: '123 Main St',
      city: 'Lancaster',
      state: 'CA',
      zip: '93534',
      phone: '661-272-1225',
      coordinates: { latitude: 34.6868, longitude: -118.1542 },
      start_day: 'Monday',
      end_day: 'Friday',
      start_time: '8:00 AM',
      end_time: '4:00 PM',
    },
    people: [],
    enrollment_info: {
      about: 'We help students finish high school.',
      moreAbout: 'Small classes and flexible hours.',
      programTypes: [],
      secondaryEnrollmentUrl: '',
      primaryEmailstatus: 'Yes',
      addtionalEmailstatus: 'No',
      interestEmail: [],
      registrationEmail: [],
    },
    orientation: { orientation_dates: [], virtual_link: '' },
    ...overrides,
  };
}
