import {
  brandForHost,
  buildRegistrationRecord,
  emptyRegistrationDraft,
  type RegistrationRecord,
} from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { testCharter, testSite } from '../../../../domain/test-support/site.ts';
import { renderFinalEnrollmentEmail } from './render-final-enrollment-email.ts';
import { mapUrlOf, renderOrientationEmail } from './render-orientation-email.ts';

const brand = brandForHost('');
const appUrl = 'http://localhost:4280';

const site = testSite({
  brandName: brand.brandName,
  charter: testCharter({
    brand: { brandName: brand.brandName, brandIcon: '', brandPhoto: '', enrollmentsUrl: '', domain: '' },
  }),
});

function record(overrides: Partial<RegistrationRecord>): RegistrationRecord {
  const draft = { ...emptyRegistrationDraft(), firstName: 'Ana', lastName: 'Lopez', pgFirstName: 'Maria' };
  return {
    ...buildRegistrationRecord(draft, site, { id: 'r1', uuid: 'u-1' }, new Date('2026-06-15T18:00:00Z')),
    ...overrides,
  };
}

const live = record({
  orientationScheduled: true,
  orientationType: 'LIVE',
  orientationTime: '07/01/2026 09:00AM - 10:30AM',
  orientationDate: '2026-07-01',
});
const virtual = record({
  orientationScheduled: true,
  orientationType: 'VIRTUAL',
  orientationLink: 'https://meet.example.org/orientation',
});

describe('renderOrientationEmail', () => {
  it('gives a live orientation its date and time, the learning center address and the map at its coordinates', () => {
    const email = renderOrientationEmail({
      record: live,
      site,
      brand,
      appUrl,
      emailType: 'POST',
      staffEmail: 'coordinator@example.org',
    });
    expect(email.subject).toBe('Orientation for Ana Lopez at Lancaster Learning Center');
    expect(email.text).toContain('Hello Maria,');
    expect(email.text).toContain('Orientation: 07/01/2026 09:00AM - 10:30AM');
    expect(email.text).toContain('Lancaster Learning Center\n44900 Division St');
    expect(email.text).toContain(`Map: ${mapUrlOf(site.coordinates)} (34.69, -118.15)`);
    expect(mapUrlOf(site.coordinates)).toBe(
      'https://www.google.com/maps/search/?api=1&query=34.69%2C-118.15',
    );
    expect(email.text).toContain('has been processed, and Ana is now ready for orientation.');
    expect(email.text).toContain('please contact coordinator@example.org.');
    expect(email.html).toContain('Open the map');
  });

  it('gives a virtual orientation its link, with the PRE wording before the student match', () => {
    const email = renderOrientationEmail({
      record: virtual,
      site,
      brand,
      appUrl,
      emailType: 'PRE',
      staffEmail: '',
    });
    expect(email.subject).toBe('Virtual orientation for Ana Lopez at Lancaster Learning Center');
    expect(email.text).toContain(
      'Please join the virtual orientation with this link:\nhttps://meet.example.org/orientation',
    );
    expect(email.text).toContain('While our team reviews the registration, Ana has been scheduled');
    expect(email.text).not.toContain('Map:');
    expect(email.html).toContain('href="https://meet.example.org/orientation"');
  });
});

describe('renderFinalEnrollmentEmail', () => {
  it('tells the family the enrollment is complete', () => {
    const email = renderFinalEnrollmentEmail({ record: live, site, brand, appUrl });
    expect(email.subject).toBe("Ana's enrollment at Lancaster Learning Center is complete");
    expect(email.text).toContain('Ana Lopez has completed orientation, and the enrollment at Lancaster');
    expect(email.text).toContain('Registration ID: u-1');
  });
});
