import {
  BRAND_SEED,
  DEFAULT_BRAND_KEY,
  type LeloLearningCenterChoice,
  madeUpSite,
  type PublicLeloSession,
  type PublicSite,
  toPublicBrand,
  toPublicSite,
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

const standInSite: PublicSite = toPublicSite(
  madeUpSite({
    id: STAND_IN_ID,
    name: 'Learn4Life - Stand-in',
    displayName: 'Stand-in',
    charter: {
      id: 'stand-in-charter',
      name: 'Stand-in Learning Academy',
      abbreviation: 'SLA',
      contactNumber: '555-555-0100',
      brand: { domain: '' },
    },
    address: {
      address_1: '1 Main St',
      zip: '93534',
      phone: '555-555-0101',
      start_day: 'Monday',
      end_day: 'Friday',
      start_time: '8:00 AM',
      end_time: '4:00 PM',
    },
    enrollment_info: {
      about: 'About the center.',
      moreAbout: 'More about the center.',
      programTypes: [{ name: 'Independent Study', brand: [] }],
      secondaryEnrollmentUrl: '',
      primaryEmailstatus: 'No',
      addtionalEmailstatus: 'No',
      interestEmail: [],
      registrationEmail: [],
    },
  }),
);

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
  // No public address at build time: the public pages never read it.
  '/api/brands': BRAND_SEED.map((brand) => toPublicBrand(brand, '')),
  [`/api/sessions/${STAND_IN_ID}`]: standInSession,
  [`/api/courses/${STAND_IN_ID}`]: standInCenters,
};
