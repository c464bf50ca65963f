import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildInterestEntry } from '../interest/build-interest-entry.ts';
import { interestFormSchema, interestSubmissionSchema } from '../interest/interest-form-schema.ts';
import { needsParentInformation } from '../interest/interest-parent.ts';
import { emptyRegistrationDraft } from '../registration/registration-draft.ts';
import { registrationStepIssues } from '../registration/step-rules.ts';
import { AGE_RANGES, ageOn, birthDateProblem } from './birth-date.ts';
import {
  businessTimeZone,
  businessToday,
  DEFAULT_BUSINESS_TIME_ZONE,
  setBusinessTimeZoneSource,
} from './today-in-zone.ts';

// 06:30 UTC on 24 November 2026 is 22:30 on 23 November in Los Angeles (PST, UTC-8): the evening
// before an 18th birthday there, although in UTC the birthday has already begun.
const EVENING_BEFORE = new Date('2026-11-24T06:30:00Z');
const BIRTH_DATE = '2008-11-24';

const adultLikeForm = {
  studentFirstName: 'Ana',
  studentLastName: 'Ruiz',
  birthDate: BIRTH_DATE,
  parentRelationship: '',
  parentFirstName: '',
  parentLastName: '',
  primaryEmail: 'ana@example.org',
  phone: '661-555-0100',
  zipCode: '93534',
} as const;

function issueFields(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return (result.error?.issues ?? []).map((issue) => issue.path.join('.')).sort();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(EVENING_BEFORE);
});

afterEach(() => {
  vi.useRealTimers();
  setBusinessTimeZoneSource(() => DEFAULT_BUSINESS_TIME_ZONE);
});

describe('businessToday at the edge of a day', () => {
  it('is still 2026-11-23 in Los Angeles at 2026-11-24 06:30 UTC, so a birthday of 2008-11-24 is 17', () => {
    expect(businessToday(EVENING_BEFORE, 'America/Los_Angeles')).toBe('2026-11-23');
    expect(businessToday(EVENING_BEFORE, 'UTC')).toBe('2026-11-24');
    expect(businessToday()).toBe('2026-11-23');
    expect(ageOn(BIRTH_DATE)).toBe(17);
    expect(ageOn(BIRTH_DATE, businessToday(EVENING_BEFORE, 'UTC'))).toBe(18);
  });

  it('turns to the birthday at midnight in Los Angeles (08:00 UTC)', () => {
    vi.setSystemTime(new Date('2026-11-24T08:00:00Z'));
    expect(businessToday()).toBe('2026-11-24');
    expect(ageOn(BIRTH_DATE)).toBe(18);
    expect(needsParentInformation(BIRTH_DATE)).toBe(false);
  });

  it('reads the zone the side configured, and falls back to Los Angeles for an unknown one', () => {
    expect(businessTimeZone()).toBe(DEFAULT_BUSINESS_TIME_ZONE);
    setBusinessTimeZoneSource(() => 'America/New_York');
    expect(businessToday()).toBe('2026-11-24');
    setBusinessTimeZoneSource(() => 'Nowhere/Atlantis');
    expect(businessToday()).toBe('2026-11-23');
    setBusinessTimeZoneSource(() => '');
    expect(businessToday()).toBe('2026-11-23');
  });
});

describe('the browser and the server schemas agree on the evening before an 18th birthday', () => {
  it('interest: the form shows the parent section and both schemas require it (age 17)', () => {
    expect(needsParentInformation(BIRTH_DATE)).toBe(true);
    const browser = interestFormSchema.safeParse(adultLikeForm);
    const server = interestSubmissionSchema.safeParse({ ...adultLikeForm, site: '' });
    expect(issueFields(browser)).toEqual(['parentFirstName', 'parentLastName', 'parentRelationship']);
    expect(issueFields(server)).toEqual(issueFields(browser));
  });

  it('interest: the stored entry keeps the parent of a 17-year-old, with the age of the business day', () => {
    const submission = interestSubmissionSchema.parse({
      ...adultLikeForm,
      parentRelationship: 'Parent',
      parentFirstName: 'Eva',
      parentLastName: 'Ruiz',
    });
    const entry = buildInterestEntry(submission, null, { id: 'i1', uuid: 'u1' }, EVENING_BEFORE);
    expect(entry).toMatchObject({ age: 17, parentFirstName: 'Eva' });
  });

  it('registration: the parent step asks for the parent, not the 18+ permission', () => {
    const draft = { ...emptyRegistrationDraft(), birthDate: BIRTH_DATE };
    const fields = registrationStepIssues('parentInformation', 'long', draft).map((issue) => issue.field);
    expect(fields).not.toContain('permissionParentContact');
    expect(fields).toContain('pgFirstName');
  });

  it('a birth date of today in Los Angeles is not in the future; tomorrow there is', () => {
    const range = AGE_RANGES.secondaryEnrollment;
    expect(birthDateProblem('2010-11-23', range)).toBeNull();
    expect(birthDateProblem('2026-11-23', range)).toBe('birthDate.range.1to100');
    expect(birthDateProblem('2026-11-24', range)).toBe('birthDate.future');
    const draft = { ...emptyRegistrationDraft(), birthDate: '2026-11-24' };
    const issues = registrationStepIssues('studentInformation', 'long', draft);
    expect(issues).toContainEqual({ field: 'birthDate', message: 'birthDate.future' });
  });

  it("registration: the student's own e-mail and phone become required at midnight in Los Angeles", () => {
    const draft = { ...emptyRegistrationDraft(), birthDate: BIRTH_DATE };
    const contactIssues = () =>
      registrationStepIssues('studentInformation', 'long', draft)
        .map((issue) => issue.field)
        .filter((field) => field === 'studentEmail' || field === 'studentPrimaryPhone');
    expect(contactIssues()).toEqual([]);
    vi.setSystemTime(new Date('2026-11-24T08:00:00Z'));
    expect(contactIssues()).toEqual(['studentPrimaryPhone', 'studentEmail']);
  });
});
