import {
  businessToday,
  canTransition,
  formatOrientationTime,
  latestAdultBirthDate,
  liveOrientationFitsSite,
  REGISTRATION_STATUSES,
} from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { itSeedsEachRecordOnceForEveryStaffMember } from '../../../test-support/demo-seed-checks.ts';
import { registrationListKeysOf } from '../../data/registration-list-keys.ts';
import { demoRegistrationDocuments } from './demo-registrations-seed.ts';
import { SITE_SEED } from './sites-seed.ts';

const TODAY = '2026-11-23';

describe('the demo registrations', () => {
  const documents = demoRegistrationDocuments(TODAY);

  itSeedsEachRecordOnceForEveryStaffMember('registrations', demoRegistrationDocuments, TODAY);

  it('cover every status, both enrollment types, under and over 18, with their list keys', () => {
    expect(new Set(documents.map((document) => document.status))).toEqual(new Set(REGISTRATION_STATUSES));
    expect(new Set(documents.map((document) => document.registerForIntercession))).toEqual(
      new Set([true, false]),
    );
    const cutoff = latestAdultBirthDate(TODAY);
    expect(documents.some((document) => document.birthDate > cutoff)).toBe(true);
    expect(documents.some((document) => document.birthDate <= cutoff)).toBe(true);
    for (const document of documents) {
      expect(document.charter_id).not.toBe('');
      expect(document.listKeys).toEqual(registrationListKeysOf(document));
    }
  });

  it('give the processing screens data: live orientations ahead on their site, a virtual one, closed ones', () => {
    // The seed day is the real one: the seeded sites' dates follow it, as at `npm start`.
    const today = businessToday();
    const seeded = demoRegistrationDocuments(today);
    const sites = new Map(SITE_SEED.map((site) => [site.id, site]));
    const live = seeded.filter((document) => document.status === 'Orientation Scheduled');
    expect(live.length).toBeGreaterThanOrEqual(2);
    for (const document of live) {
      expect(document.processingLevel).toBeGreaterThanOrEqual(2);
      expect(document.orientationType).toBe('LIVE');
      expect(canTransition(document, 'orientationCompleted')).toBe(true);
      const date = document.orientationDate ?? '';
      expect(date > today).toBe(true);
      expect(document.listKeys.orientationDate).toBe(date);
      const [startTime = '', endTime = ''] = document.orientationTime
        .slice('MM/DD/YYYY '.length)
        .split(' - ');
      expect(document.orientationTime).toBe(formatOrientationTime(date, startTime, endTime));
      const site = sites.get(document.learningCenterId);
      if (!site) throw new Error('demo site missing');
      const choice = { type: 'LIVE', date, startTime, endTime, sendEmail: false } as const;
      expect(liveOrientationFitsSite(choice, site.orientation.orientation_dates, today)).toBe(true);
    }
    const virtual = seeded.filter((document) => document.status === 'Virtual Orientation Sent');
    expect(virtual.length).toBeGreaterThan(0);
    for (const document of virtual) {
      expect(document.orientationLink).toMatch(/^https:\/\//);
      expect(document.listKeys.orientationDate).toBe('virtual');
    }
    for (const status of ['Enrollment Complete', 'Enrollment Terminated'] as const) {
      const closed = seeded.filter((document) => document.status === status);
      expect(closed.length).toBeGreaterThan(0);
      for (const document of closed) expect((document.orientationDate ?? '') < today).toBe(true);
    }
    const withPrograms = seeded.filter((document) => document.processingLevel === 3 && document.programs.iep);
    expect(withPrograms.map((document) => document.status)).toEqual(['Orientation Scheduled']);
  });
});
