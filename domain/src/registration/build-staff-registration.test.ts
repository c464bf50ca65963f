import { describe, expect, it } from 'vitest';
import {
  BIRTH_DATE_16,
  BIRTH_DATE_19,
  completeDraft,
  INTEREST_UUID,
  SITE_ID,
  TODAY,
} from '../../test-support/registration-drafts.ts';
import { testCharter, testSite } from '../../test-support/site.ts';
import { EMPTY_INTEREST_ADDRESS } from '../interest/interest-entry.ts';
import type { RegistrationHandover } from '../interest/registration-handover.ts';
import type { Site } from '../location/site.ts';
import {
  applyRegistrationEdit,
  buildStaffRegistrationRecord,
  staffValuesFromHandover,
} from './build-staff-registration.ts';
import type { RegistrationDraft } from './registration-draft.ts';
import { addRegistrationSchema, staffRegistrationSchema } from './staff-registration.ts';

const NOW = new Date(`${TODAY}T18:00:00Z`);

function siteOf(id: string, charterId: string, name: string): Site {
  return testSite({
    id,
    name,
    displayName: name,
    charter: testCharter({ id: charterId, name: `Charter ${charterId}`, abbreviation: 'CH' }),
  });
}

const site = siteOf(SITE_ID, 'c1', 'Lancaster Learning Center');
const otherSite = siteOf('75c8a1d3e4f5a6b7c8d9e0f1', 'c2', 'Palmdale Learning Center');

function addInput(type: 'REGULAR' | 'INTERSESSION', draft: Partial<RegistrationDraft> = {}) {
  return addRegistrationSchema(TODAY).parse({
    ...completeDraft({ pg2HighestLevelOfEducation: 'High School Graduate', liveWithPg2: 'yes', ...draft }),
    site: SITE_ID,
    enrollmentType: type,
    generalRegistrationNotes: '  Spoke with the mother.  ',
  });
}

const ids = { id: 'reg-1', uuid: 'uuid-reg-1' };

describe('buildStaffRegistrationRecord', () => {
  it("stores a submitted regular registration at progressLevel 1 with the site's learning center and the staff member", () => {
    const record = buildStaffRegistrationRecord(addInput('REGULAR'), site, ids, {
      now: NOW,
      createdBy: 'contributor@learn4life.example',
      interestUuid: INTEREST_UUID,
    });
    expect(record).toMatchObject({
      id: 'reg-1',
      _id: 'reg-1',
      _uuid: 'uuid-reg-1',
      status: 'Enrollment Submitted',
      progressLevel: 1,
      processingLevel: 0,
      registerForIntercession: false,
      submissionType: 'registration',
      createdAt: NOW.toISOString(),
      createdBy: 'contributor@learn4life.example',
      interestUuid: INTEREST_UUID,
      charter_id: 'c1',
      learningCenterId: SITE_ID,
      learningCenterName: 'Lancaster Learning Center',
      learningCenterCharter: 'Charter c1',
      learningCenterAddress: '44900 Division St, Lancaster, CA 93535',
      age: 16,
      generalRegistrationNotes: 'Spoke with the mother.',
      orientationScheduled: false,
      programs: {},
      firstName: 'Ana',
      beenExpelled: { yes: false, no: true },
      liveWithPg2: { yes: true, no: false },
    });
  });

  it('stores an intercession registration without the answers of the sections it skips', () => {
    const record = buildStaffRegistrationRecord(addInput('INTERSESSION'), site, ids, {
      now: NOW,
      createdBy: 'admin@learn4life.example',
    });
    expect(record.registerForIntercession).toBe(true);
    expect(record).not.toHaveProperty('interestUuid');
    expect(record).toMatchObject({
      gradeLevel: '10',
      firstName: 'Ana',
      pgFirstName: 'Maria',
      street: '123 Main St',
      beenExpelled: { yes: '', no: '' },
      primaryLanguage: '',
      homeLanguage: '',
      emergencyContact1FirstName: '',
      custodyIssueExists: { yes: '', no: '' },
      birthState: '',
      birthCountry: '',
      haveSuffix: { yes: '', no: '' },
      pg2HighestLevelOfEducation: '',
      pg2FirstName: 'Jose',
    });
  });

  it("clears an adult's parent fields without permission", () => {
    const record = buildStaffRegistrationRecord(
      addInput('REGULAR', { birthDate: BIRTH_DATE_19, permissionParentContact: 'no' }),
      site,
      ids,
      { now: NOW, createdBy: 'admin@learn4life.example' },
    );
    expect(record).toMatchObject({ age: 19, pgFirstName: '', pgPrimaryEmail: '' });
  });
});

describe('applyRegistrationEdit', () => {
  it('replaces the answers, type, notes and learning center; keeps the process state and ids', () => {
    const stored = {
      ...buildStaffRegistrationRecord(addInput('REGULAR'), site, ids, {
        now: new Date('2026-01-01T10:00:00Z'),
        createdBy: 'contributor@learn4life.example',
      }),
      status: 'Orientation Scheduled' as const,
      progressLevel: 2,
      processingLevel: 2,
      orientationScheduled: true,
      programs: { fiveZeroFour: true },
    };
    const input = staffRegistrationSchema('edit', TODAY).parse({
      ...completeDraft({ firstName: 'Anna', liveWithPg2: 'yes' }),
      site: otherSite.id,
      enrollmentType: 'INTERSESSION',
      generalRegistrationNotes: 'Now intersession.',
    });
    const edited = applyRegistrationEdit(stored, input, otherSite, NOW);
    expect(edited).toMatchObject({
      id: 'reg-1',
      _uuid: 'uuid-reg-1',
      createdAt: '2026-01-01T10:00:00.000Z',
      updatedAt: NOW.toISOString(),
      createdBy: 'contributor@learn4life.example',
      status: 'Orientation Scheduled',
      progressLevel: 2,
      processingLevel: 2,
      orientationScheduled: true,
      programs: { fiveZeroFour: true },
      firstName: 'Anna',
      registerForIntercession: true,
      generalRegistrationNotes: 'Now intersession.',
      charter_id: 'c2',
      learningCenterId: otherSite.id,
      learningCenterName: 'Palmdale Learning Center',
    });
  });
});

function handover(overrides: Partial<RegistrationHandover> = {}): RegistrationHandover {
  return {
    interestId: 'interest-1',
    interestUuid: INTEREST_UUID,
    studentFirstName: 'Ana',
    studentLastName: 'Lopez',
    birthDate: BIRTH_DATE_16,
    age: 16,
    gradeLevel: '9',
    parentRelationship: 'Parent',
    parentFirstName: 'Maria',
    parentLastName: 'Lopez',
    primaryEmail: 'family@example.com',
    phone: '661-555-0134',
    ...EMPTY_INTEREST_ADDRESS,
    street1: '1 Main St',
    street2: 'Apt 2',
    city: 'Lancaster',
    state: 'CA',
    country: 'United States of America',
    zipCode: '93534',
    charter: 'Charter c1',
    charter_id: 'c1',
    learningCenterId: SITE_ID,
    learningCenterName: 'Lancaster Learning Center',
    learningCenterCharter: 'Charter c1',
    learningCenterAddress: '44900 Division St, Lancaster, CA 93535',
    ...overrides,
  };
}

describe('staffValuesFromHandover (Transfer to Registration Form)', () => {
  it("starts a regular form with a minor's student, parent contact, address and learning center", () => {
    const values = staffValuesFromHandover(handover(), TODAY);
    expect(values).toMatchObject({
      firstName: 'Ana',
      lastName: 'Lopez',
      birthDate: BIRTH_DATE_16,
      gradeLevel: '09',
      pgFirstName: 'Maria',
      pgLastName: 'Lopez',
      pgPrimaryEmail: 'family@example.com',
      pgPrimaryPhone: '661-555-0134',
      studentEmail: '',
      street: '1 Main St Apt 2',
      city: 'Lancaster',
      state: 'CA',
      zip: '93534',
      country: 'United States of America',
      isMailingAddressTheSame: 'yes',
      mailingStreet: '',
      site: SITE_ID,
      enrollmentType: 'REGULAR',
      generalRegistrationNotes: '',
    });
  });

  it("gives an adult's contact to the student, copies a different mailing address and the region", () => {
    const values = staffValuesFromHandover(
      handover({
        birthDate: BIRTH_DATE_19,
        state: '',
        region: 'Ontario',
        country: 'Canada',
        gradeLevel: '13',
        sameAddress: false,
        mailingStreet1: 'PO Box 9',
        mailingCity: 'Palmdale',
        mailingState: 'CA',
        mailingZipCode: '93550',
        mailingCountry: 'United States of America',
      }),
      TODAY,
    );
    expect(values).toMatchObject({
      studentEmail: 'family@example.com',
      studentPrimaryPhone: '661-555-0134',
      pgFirstName: '',
      gradeLevel: '',
      state: 'Ontario',
      country: 'Canada',
      isMailingAddressTheSame: 'no',
      mailingStreet: 'PO Box 9',
      mailingCity: 'Palmdale',
      mailingState: 'CA',
      mailingZip: '93550',
      mailingCountry: 'United States of America',
    });
  });

  it("leaves the site empty for an interest without a learning center ('0')", () => {
    expect(staffValuesFromHandover(handover({ learningCenterId: '0' }), TODAY).site).toBe('');
  });
});
