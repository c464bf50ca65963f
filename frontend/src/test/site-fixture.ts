import type { MadeUpSiteParts, Site } from '@enroll/domain';
import { testSite, WEEKDAY_HOURS } from '../../../domain/test-support/site.ts';

const AT_MAIN_ST = { latitude: 34.6868, longitude: -118.1542 };

/**
 * A complete learning center for tests, with a photo, brand art, opening hours and enrollment
 * information; `overrides` replace whole top-level fields.
 */
export function makeSite(overrides: MadeUpSiteParts = {}): Site {
  return testSite({
    id: '5f1a2b3c4d5e6f7a8b9c0d1e',
    name: 'Antelope Valley Learning Academy',
    displayName: 'Antelope Valley',
    charter: {
      id: 'c0ffee00c0ffee00c0ffee00',
      name: 'Antelope Valley Charter',
      brand: { brandIcon: '/brands/learn4life/icon.svg', brandPhoto: '/brands/learn4life/photo.svg' },
    },
    photo: '/sites/brick-two-story.svg',
    coordinates: AT_MAIN_ST,
    address: {
      ...WEEKDAY_HOURS,
      address_1: '123 Main St',
      zip: '93534',
      phone: '661-272-1225',
      coordinates: AT_MAIN_ST,
    },
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
    ...overrides,
  });
}
