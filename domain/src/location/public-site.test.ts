import { describe, expect, it } from 'vitest';
import { toPublicSite, toPublicSiteOrientations } from './public-site.ts';
import type { Site } from './site.ts';

const coordinates = { latitude: 34.6868, longitude: -118.1542 };
const brand = {
  brandName: 'Learn4Life',
  brandIcon: '/brands/learn4life/icon.svg',
  brandPhoto: '/brands/learn4life/photo.svg',
  enrollmentsUrl: '',
  domain: 'learn4life.org',
};
const address = {
  address_1: '123 Main St',
  city: 'Lancaster',
  state: 'CA',
  zip: '93534',
  phone: '661-272-1225',
  coordinates,
  start_day: 'Monday',
  end_day: 'Friday',
  start_time: '8:00 AM',
  end_time: '4:00 PM',
};
const charter = {
  id: 'c0ffee00c0ffee00c0ffee00',
  name: 'Antelope Valley Charter',
  abbreviation: 'AVLA',
  website: 'https://example.org',
  contactNumber: '661-555-0100',
  brand,
};

// A stored site with staff data everywhere, and fields nobody declared public (nested too).
const document = {
  id: '5f1a2b3c4d5e6f7a8b9c0d1e',
  name: 'Learn4Life - Lancaster',
  displayName: 'Lancaster',
  brandName: 'Learn4Life',
  charter: { ...charter, staffNotes: 'internal', brand: { ...brand, adminEmail: 'brand.admin@example.org' } },
  photo: '/sites/brick.svg',
  coordinates,
  address: { ...address, officeManager: 'Dana Staff' },
  people: [
    { role: 'Principal', category: 'LEADERSHIP', name: 'Pat Principal' },
    { role: 'Counselor', category: 'STAFF', name: 'Sam Counselor' },
  ],
  enrollment_info: {
    about: 'About us.',
    moreAbout: 'More about us.',
    aboutEs: 'Sobre nosotros.',
    programTypes: [],
    secondaryEnrollmentUrl: 'https://example.org/lelo',
    primaryEmailstatus: 'Yes' as const,
    addtionalEmailstatus: 'Yes' as const,
    interestEmail: ['enroll.lancaster@learn4life.example'],
    registrationEmail: ['registrar.lancaster@learn4life.example'],
  },
  orientation: {
    orientation_dates: [{ date: '2027-01-12', start_time: '9:00 AM', end_time: '10:00 AM', room: 'B2' }],
    virtual_link: 'https://meet.example.org/orientation/lancaster',
  },
  searchText: 'learn4life - lancaster',
};
const stored: Site = document;

describe('toPublicSite', () => {
  it('copies only the allow-listed fields, nested ones included', () => {
    expect(toPublicSite(stored)).toEqual({
      id: stored.id,
      name: 'Learn4Life - Lancaster',
      displayName: 'Lancaster',
      brandName: 'Learn4Life',
      charter,
      photo: '/sites/brick.svg',
      coordinates,
      address,
      enrollment_info: {
        about: 'About us.',
        moreAbout: 'More about us.',
        // The Spanish versions always, '' for one the school did not write.
        aboutEs: 'Sobre nosotros.',
        moreAboutEs: '',
        programTypes: [],
        secondaryEnrollmentUrl: 'https://example.org/lelo',
      },
    });
  });

  it('adds the distance of a ZIP search and keeps a site without enrollment information', () => {
    expect(toPublicSite({ ...stored, enrollment_info: null }, 2.5)).toMatchObject({
      enrollment_info: null,
      distance: 2.5,
    });
  });
});

describe('toPublicSiteOrientations', () => {
  it('gives the brand and the dates, never the virtual link', () => {
    expect(toPublicSiteOrientations(stored)).toEqual({
      brandName: 'Learn4Life',
      orientation_dates: [{ date: '2027-01-12', start_time: '9:00 AM', end_time: '10:00 AM' }],
    });
  });
});
