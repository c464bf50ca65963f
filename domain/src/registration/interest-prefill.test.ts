import { describe, expect, it } from 'vitest';
import { BIRTH_DATE_16, BIRTH_DATE_19, SITE_ID, TODAY } from '../../test-support/registration-drafts.ts';
import {
  draftFromInterestPrefill,
  INTEREST_LINK_LIFETIME_DAYS,
  type InterestPrefill,
  interestLinkExpiresAt,
  isInterestLinkExpired,
} from './interest-prefill.ts';

const prefill: InterestPrefill = {
  studentFirstName: 'Ana',
  studentLastName: 'Lopez',
  birthDate: BIRTH_DATE_16,
  primaryEmail: 'family@example.com',
  phone: '661-555-0134',
  parentFirstName: 'Maria',
  parentLastName: 'Lopez',
  parentRelationship: 'Guardian',
  zipCode: '93534',
  learningCenterId: SITE_ID,
};

describe('draftFromInterestPrefill', () => {
  it('gives a minor’s contact to the guardian fields', () => {
    expect(draftFromInterestPrefill(prefill, TODAY)).toEqual({
      firstName: 'Ana',
      lastName: 'Lopez',
      birthDate: BIRTH_DATE_16,
      zip: '93534',
      pgFirstName: 'Maria',
      pgLastName: 'Lopez',
      pgRelationshipToStudent: 'Guardian',
      pgPrimaryEmail: 'family@example.com',
      pgPrimaryPhone: '661-555-0134',
    });
  });
  it('gives an adult’s contact to the student fields', () => {
    expect(draftFromInterestPrefill({ ...prefill, birthDate: BIRTH_DATE_19 }, TODAY)).toEqual({
      firstName: 'Ana',
      lastName: 'Lopez',
      birthDate: BIRTH_DATE_19,
      zip: '93534',
      studentEmail: 'family@example.com',
      studentPrimaryPhone: '661-555-0134',
    });
  });
  it('maps the interest form’s Parent to Parents', () => {
    expect(
      draftFromInterestPrefill({ ...prefill, parentRelationship: 'Parent' }, TODAY).pgRelationshipToStudent,
    ).toBe('Parents');
  });
});

describe('the interest link lifetime', () => {
  const createdAt = '2026-03-01T17:30:00.000Z';

  it('lasts 60 days from the request for information, to the millisecond', () => {
    expect(INTEREST_LINK_LIFETIME_DAYS).toBe(60);
    expect(interestLinkExpiresAt({ createdAt })).toBe('2026-04-30T17:30:00.000Z');
    expect(isInterestLinkExpired({ createdAt }, new Date('2026-04-30T17:29:59.999Z'))).toBe(false);
    expect(isInterestLinkExpired({ createdAt }, new Date('2026-04-30T17:30:00.000Z'))).toBe(true);
    expect(isInterestLinkExpired({ createdAt }, new Date('2026-03-01T17:30:00.000Z'))).toBe(false);
  });

  it('counts an entry without a readable creation time as expired', () => {
    expect(interestLinkExpiresAt({ createdAt: '' })).toBeNull();
    expect(isInterestLinkExpired({ createdAt: 'not a date' }, new Date('2026-03-02T00:00:00Z'))).toBe(true);
  });
});
