import { describe, expect, it } from 'vitest';
import {
  BIRTH_DATE_16,
  BIRTH_DATE_19,
  completeDraft,
  INTEREST_UUID,
  SELF_ADULT_PARENTS,
  SITE_ID,
  TODAY,
} from '../../test-support/registration-drafts.ts';
import { testSite } from '../../test-support/site.ts';
import { validationMessagesEn } from '../messages/en.ts';
import type { RegistrationDraft } from './registration-draft.ts';
import { buildRegistrationRecord, draftFromRecord } from './registration-record.ts';
import { registrationSiteSchema, registrationSubmissionSchema } from './registration-submission.ts';

function submit(
  variant: 'short' | 'long',
  overrides: Partial<RegistrationDraft> & { site?: string; uuid?: string },
) {
  return registrationSubmissionSchema(variant, TODAY).safeParse({
    site: SITE_ID,
    ...completeDraft(),
    ...overrides,
  });
}

function failures(result: ReturnType<typeof submit>): Record<string, string> {
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('registrationSubmissionSchema', () => {
  it.each(['short', 'long'] as const)('accepts a complete draft (%s)', (variant) => {
    const result = submit(variant, { uuid: INTEREST_UUID });
    expect(result.success).toBe(true);
    expect(result.data?.site).toBe(SITE_ID);
    expect(result.data?.uuid).toBe(INTEREST_UUID);
  });
  it('needs a 24-hex site id; the uuid is optional but must be a uuid', () => {
    expect(failures(submit('long', { site: 'nope' }))).toEqual({ site: 'registration.site.invalid' });
    expect(failures(registrationSubmissionSchema('long', TODAY).safeParse(completeDraft()))).toEqual({
      site: 'registration.site.invalid',
    });
    expect(failures(submit('long', { uuid: 'abc' }))).toEqual({ uuid: 'registration.uuid.invalid' });
    expect(submit('long', { uuid: '' }).success).toBe(true);
    expect(validationMessagesEn['registration.site.invalid']).toBe('Invalid Site ID');
  });
  it('fails with the field of the one step that misses it', () => {
    expect(failures(submit('long', { primaryRaceCategory: '' }))).toEqual({
      primaryRaceCategory: 'required',
    });
    expect(failures(submit('short', { studentName: '' }))).toEqual({ studentName: 'required' });
    expect(failures(submit('long', { firstLanguage: '' }))).toEqual({ firstLanguage: 'required' });
  });
  it('runs only the steps of the variant', () => {
    // Student Preference and Parent 2 are short-flow steps; DASS, health and emergency contacts long-flow ones.
    expect(submit('long', { studentName: '', pg2RelationshipToStudent: '' }).success).toBe(true);
    expect(submit('short', { onProbation: '', knownEyeCondition: '', firstLanguage: '' }).success).toBe(true);
    expect(failures(submit('long', { onProbation: '' }))).toEqual({ onProbation: 'required' });
  });
  it('checks the mailing address only when it differs', () => {
    expect(submit('long', { isMailingAddressTheSame: 'yes', mailingStreet: '' }).success).toBe(true);
    expect(failures(submit('long', { isMailingAddressTheSame: 'no' }))).toEqual({
      mailingState: 'required',
      mailingCity: 'required',
      mailingStreet: 'required',
      mailingZip: 'required',
    });
  });
  it('applies the submit rule of each variant', () => {
    expect(failures(submit('short', { custodyIssueExists: '' }))).toEqual({ custodyIssueExists: 'required' });
    expect(failures(submit('long', { authorizedForPickup2: '' }))).toEqual({
      authorizedForPickup2: 'required',
    });
    expect(submit('short', { authorizedForPickup2: '', emergencyContact1Phone: '' }).success).toBe(true);
  });
  it('accepts an adult who denies parent contact and is their own Parent 2', () => {
    const adult = { birthDate: BIRTH_DATE_19, ...SELF_ADULT_PARENTS };
    expect(submit('short', adult).success).toBe(true);
    expect(submit('long', adult).success).toBe(true);
  });
  it('reads only the site first', () => {
    expect(registrationSiteSchema.safeParse({ site: SITE_ID, anything: 1 }).success).toBe(true);
    expect(registrationSiteSchema.safeParse({}).success).toBe(false);
  });
});

const site = testSite({ id: SITE_ID });

const NOW = new Date('2026-06-15T18:00:00Z');

describe('buildRegistrationRecord', () => {
  it('stores the answers, flags, process state and the site’s learning center', () => {
    const record = buildRegistrationRecord(
      {
        ...completeDraft({
          firstName: ' Ana ',
          pgPrimaryEmail: 'Maria@Example.com',
          previouslyEnrolled: 'notSure',
        }),
        uuid: INTEREST_UUID,
      },
      site,
      { id: 'reg-1', uuid: 'uuid-1' },
      NOW,
    );
    expect(record).toMatchObject({
      id: 'reg-1',
      _id: 'reg-1',
      _uuid: 'uuid-1',
      interestUuid: INTEREST_UUID,
      submissionType: 'registration',
      status: 'Enrollment Submitted',
      progressLevel: 0,
      processingLevel: 0,
      registerForIntercession: false,
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
      age: 16,
      firstName: 'Ana',
      pgPrimaryEmail: 'maria@example.com',
      previouslyEnrolled: { yes: false, no: false, notSure: true },
      haveSuffix: { yes: false, no: true },
      liveWithPg: { yes: true, no: false },
      wearsHearingAid: { yes: '', no: '' },
      learningCenterId: SITE_ID,
      learningCenterName: 'Lancaster Learning Center',
      learningCenterCharter: 'Antelope Valley Learning Academy',
      learningCenterAddress: '44900 Division St, Lancaster, CA 93535',
      learningCenterCoordinates: { latitude: 34.69, longitude: -118.15 },
    });
    expect(record).not.toHaveProperty('uuid');
    expect(record).not.toHaveProperty('site');
  });
  it('has no interestUuid without one', () => {
    expect(buildRegistrationRecord(completeDraft(), site, { id: 'a', uuid: 'b' }, NOW)).not.toHaveProperty(
      'interestUuid',
    );
  });
  it('drops an adult’s parent fields when permission is no, keeps them on yes', () => {
    const adult = completeDraft({ birthDate: BIRTH_DATE_19, permissionParentContact: 'no' });
    const denied = buildRegistrationRecord(adult, site, { id: 'a', uuid: 'b' }, NOW);
    expect(denied.age).toBe(19);
    expect([denied.pgFirstName, denied.pgPrimaryEmail, denied.pgRelationshipToStudent]).toEqual(['', '', '']);
    expect(denied.permissionParentContact).toEqual({ yes: false, no: true });
    const allowed = buildRegistrationRecord(
      { ...adult, permissionParentContact: 'yes' },
      site,
      { id: 'a', uuid: 'b' },
      NOW,
    );
    expect(allowed.pgFirstName).toBe('Maria');
  });
  it('drops what the wizard hid: mailing when the same, follow-ups without yes, Parent 2 details for Self 18+', () => {
    const record = buildRegistrationRecord(
      completeDraft({
        birthDate: BIRTH_DATE_19,
        permissionParentContact: 'yes',
        mailingStreet: '1 Old Rd',
        beenExpelled: 'no',
        expelledFromWhichSchool: 'Typed then changed',
        haveSuffix: 'no',
        suffix: 'Jr.',
        pg2RelationshipToStudent: 'Self 18+',
      }),
      site,
      { id: 'a', uuid: 'b' },
      NOW,
    );
    expect([
      record.mailingStreet,
      record.mailingCountry,
      record.expelledFromWhichSchool,
      record.suffix,
    ]).toEqual(['', '', '', '']);
    expect([record.pg2RelationshipToStudent, record.pg2FirstName]).toEqual(['Self 18+', '']);
  });
  it("stores a minor's 'no second parent or guardian' as noSecondParent: true with Parent 2 empty", () => {
    const draft = completeDraft({
      birthDate: BIRTH_DATE_16,
      noSecondParent: 'yes',
      pg2RelationshipToStudent: 'Father',
      pg2FirstName: 'Typed then changed',
      pg2PrimaryPhone: '555-555-5555',
    });
    expect(submit('short', draft).success).toBe(true);
    const record = buildRegistrationRecord(draft, site, { id: 'a', uuid: 'b' }, NOW);
    expect(record.noSecondParent).toBe(true);
    expect([
      record.pg2RelationshipToStudent,
      record.pg2FirstName,
      record.pg2PrimaryPhone,
      record.pg2LastName,
    ]).toEqual(['', '', '', '']);
    expect(draftFromRecord(record).noSecondParent).toBe('yes');
    expect(buildRegistrationRecord(completeDraft(), site, { id: 'a', uuid: 'b' }, NOW).noSecondParent).toBe(
      false,
    );
  });
});
