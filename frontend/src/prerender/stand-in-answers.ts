import {
  BRAND_SEED,
  DEFAULT_BRAND_KEY,
  type LeloLearningCenterChoice,
  type PublicLeloSession,
  type PublicSite,
  toPublicBrand,
} from '@enroll/domain';

/**
 * Made-up answers of the API for the build's styles-only render of a page's first screen
 * (entry-prerender.tsx, `prerenderFirstScreenStyles`): a page whose first screen waits for data is
 * prerendered as 'Loading...', so the styles of what it draws once the data is in would otherwise be
 * inserted by script while a phone is busy taking the page over. Only the styles of that render are
 * kept, never its markup, so these values never reach a family; they only have to be valid answers
 * that open each page on its usual first screen. The prerendered addresses use the id 'prerender'.
 */
const STAND_IN_ID = 'prerender';

const standInSite: PublicSite = {
  id: STAND_IN_ID,
  name: 'Learn4Life - Stand-in',
  displayName: 'Stand-in',
  brandName: 'Learn4Life',
  charter: {
    id: 'stand-in-charter',
    name: 'Stand-in Learning Academy',
    abbreviation: 'SLA',
    website: 'https://example.org',
    contactNumber: '555-555-0100',
    brand: { brandName: 'Learn4Life', brandIcon: '', brandPhoto: '', enrollmentsUrl: '', domain: '' },
  },
  photo: '',
  coordinates: { latitude: 34.69, longitude: -118.15 },
  address: {
    address_1: '1 Main St',
    city: 'Lancaster',
    state: 'CA',
    zip: '93534',
    phone: '555-555-0101',
    coordinates: { latitude: 34.69, longitude: -118.15 },
    start_day: 'Monday',
    end_day: 'Friday',
    start_time: '8:00 AM',
    end_time: '4:00 PM',
  },
  enrollment_info: {
    about: 'About the center.',
    moreAbout: 'More about the center.',
    aboutEs: '',
    moreAboutEs: '',
    programTypes: [{ name: 'Independent Study', brand: [] }],
    secondaryEnrollmentUrl: '',
  },
};

const standInSession: PublicLeloSession = {
  _id: STAND_IN_ID,
  name: 'Stand-in Session',
  nameEs: '',
  permalink: STAND_IN_ID,
  schoolYear: '2026-2027',
  status: 'Active',
  enrollmentStart: '2026-01-01',
  enrollmentEnd: '2099-12-31',
  schoolYearStartDate: '2026-08-01',
  schoolYearEndDate: '2027-06-30',
  gate: { open: true },
};

const standInCenters: LeloLearningCenterChoice[] = [
  {
    siteId: STAND_IN_ID,
    learningCenterName: 'Stand-in',
    charter_id: 'stand-in-charter',
    charter: 'Stand-in Learning Academy',
    brandKey: DEFAULT_BRAND_KEY,
  },
];

/** The stand-in body of each GET a prerendered first screen makes, by its path. */
export const STAND_IN_ANSWERS: Readonly<Record<string, unknown>> = {
  [`/api/sites/${STAND_IN_ID}`]: standInSite,
  '/api/brands': BRAND_SEED.map(toPublicBrand),
  [`/api/sessions/${STAND_IN_ID}`]: standInSession,
  [`/api/courses/${STAND_IN_ID}`]: standInCenters,
};
