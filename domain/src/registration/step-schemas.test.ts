import { describe, expect, it } from 'vitest';
import {
  BIRTH_DATE_16,
  BIRTH_DATE_19,
  completeDraft,
  NO_PARENT_1,
  NO_PARENT_2,
  TODAY,
} from '../../test-support/registration-drafts.ts';
import type { RegistrationVariant } from '../brand/brands.ts';
import { validationMessagesEn } from '../messages/en.ts';
import type { RegistrationDraft } from './registration-draft.ts';
import { REGISTRATION_STEPS, type RegistrationStepKey, stepMessageKey } from './registration-steps.ts';
import { registrationStepSchema } from './step-schemas.ts';

/** field → English message of the step's issues for this draft ({} when the step is valid). */
function errors(
  step: RegistrationStepKey,
  variant: RegistrationVariant,
  overrides: Partial<RegistrationDraft>,
): Record<string, string> {
  const result = registrationStepSchema(step, variant, TODAY).safeParse(completeDraft(overrides));
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => {
      const key = issue.message as keyof typeof validationMessagesEn;
      expect(validationMessagesEn[key], `catalog key ${issue.message}`).toBeTypeOf('string');
      return [issue.path.join('.'), validationMessagesEn[key]];
    }),
  );
}

const REQUIRED = 'This field is required.';
const OPTION = 'Please choose one of the options.';
const PHONE = 'Please provide a valid phone number in the following format XXX-XXX-XXXX';
const EMAIL = 'Please provide a valid email address';
const ZIP = 'Please provide a valid Zip/Postal Code';

describe('every step of both variants', () => {
  it.each(['short', 'long'] as const)('accepts the complete draft (%s)', (variant) => {
    for (const step of REGISTRATION_STEPS[variant]) expect(errors(step, variant, {}), step).toEqual({});
  });
  it('only looks at its own fields', () => {
    expect(errors('ethnicity', 'long', { firstName: '', zip: 'x' })).toEqual({});
  });
  it('fills missing fields with empty strings and keeps the whole draft', () => {
    const result = registrationStepSchema('ethnicity', 'long').safeParse({
      isStudentHispanicOrLatino: 'no',
      primaryRaceCategory: 'Filipino',
    });
    expect(result.success).toBe(true);
    expect(result.data?.firstName).toBe('');
    expect(
      registrationStepSchema('ethnicity', 'long').safeParse({ isStudentHispanicOrLatino: 'maybe' }).success,
    ).toBe(false);
  });
});

describe('step banners', () => {
  it.each([
    ['studentInformation', 'Please fill out the required fields'],
    ['parentCustody', 'Please fill out the required fields'],
    ['emergencyContacts', 'Please fill out the required fields'],
    ['parent2Information', 'Please fill out all required fields'],
    ['migrantEducation', 'Please fill the all required details'],
  ] as const)('%s: %s', (step, text) => {
    expect(validationMessagesEn[stepMessageKey(step)]).toBe(text);
  });
});

describe('Student Information', () => {
  it('requires names, grade, gender, birth date, phone, phone type and e-mail', () => {
    const empty = {
      firstName: '',
      lastName: '',
      gradeLevel: '',
      gender: '',
      birthDate: '',
      studentPrimaryPhone: '',
      studentPrimaryPhoneType: '',
      studentEmail: '',
    };
    const expected = Object.fromEntries(Object.keys(empty).map((field) => [field, REQUIRED]));
    expect(errors('studentInformation', 'short', empty)).toEqual(expected);
  });
  it('checks names, e-mail, phone and options', () => {
    expect(
      errors('studentInformation', 'short', {
        firstName: 'A'.repeat(51),
        lastName: 'Reyes<script>',
        studentEmail: 'ana@example',
        studentPrimaryPhone: '+52 664 123 4567',
        gender: 'Unknown',
        gradeLevel: '05',
      }),
    ).toEqual({
      firstName: 'Must be 50 characters or fewer.',
      lastName: 'Use letters, spaces, apostrophes, hyphens and periods only.',
      studentEmail: EMAIL,
      studentPrimaryPhone: PHONE,
      gender: OPTION,
      gradeLevel: OPTION,
    });
  });
  it('keeps names as typed (spaces tidied) and a pasted phone as XXX-XXX-XXXX', () => {
    const draft = completeDraft({
      firstName: ' maría   josé ',
      lastName: 'de la Cruz McDonald',
      studentPrimaryPhone: '(661) 555-0134',
    });
    const result = registrationStepSchema('studentInformation', 'short', TODAY).safeParse(draft);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      firstName: 'maría josé',
      lastName: 'de la Cruz McDonald',
      studentPrimaryPhone: '661-555-0134',
    });
    for (const studentPrimaryPhone of ['6615550134', '+1 661 555 0134', '661.555.0134'])
      expect(errors('studentInformation', 'short', { studentPrimaryPhone })).toEqual({});
  });
  it('refuses a birth date after today, and an age outside 4 to 50 (1925 included) with a clear message', () => {
    expect(errors('studentInformation', 'short', { birthDate: '2026-06-16' })).toEqual({
      birthDate: 'The date of birth cannot be after today.',
    });
    const outside = 'The student must be 4 to 50 years old. Please check the date of birth.';
    for (const birthDate of [TODAY, '2022-06-16', '1975-06-15', '1925-01-01'])
      expect(errors('studentInformation', 'long', { birthDate }), birthDate).toEqual({ birthDate: outside });
    for (const birthDate of ['2022-06-15', '1975-06-16'])
      expect(errors('studentInformation', 'long', { birthDate }), birthDate).toEqual({});
    expect(errors('studentInformation', 'short', { birthDate: '2010-02-30' })).toEqual({
      birthDate: 'Please provide a valid date of birth',
    });
  });
  it("leaves a minor's own e-mail and phone optional (the parent step asks the parent's), not an adult's", () => {
    const noOwnContact = { studentEmail: '', studentPrimaryPhone: '', studentPrimaryPhoneType: '' };
    // 17 on the day before the 18th birthday, 18 on it.
    expect(errors('studentInformation', 'short', { ...noOwnContact, birthDate: '2008-06-16' })).toEqual({});
    expect(errors('studentInformation', 'short', { ...noOwnContact, birthDate: '2008-06-15' })).toEqual({
      studentEmail: REQUIRED,
      studentPrimaryPhone: REQUIRED,
      studentPrimaryPhoneType: REQUIRED,
    });
    // A minor's phone needs its type; what a minor gives is still checked.
    expect(
      errors('studentInformation', 'short', { ...noOwnContact, studentPrimaryPhone: '661-555-0134' }),
    ).toEqual({ studentPrimaryPhoneType: REQUIRED });
    expect(errors('studentInformation', 'short', { ...noOwnContact, studentEmail: 'ana@example' })).toEqual({
      studentEmail: EMAIL,
    });
    // The minor's parent contact stays required on the parent step.
    const parent = errors('parentInformation', 'short', {
      ...noOwnContact,
      pgPrimaryEmail: '',
      pgPrimaryPhone: '',
    });
    expect(parent).toMatchObject({ pgPrimaryEmail: REQUIRED, pgPrimaryPhone: REQUIRED });
  });
  it('asks the suffix on yes; the long flow also needs the answer, birth state and birth country', () => {
    expect(errors('studentInformation', 'short', { haveSuffix: 'yes' })).toEqual({ suffix: REQUIRED });
    expect(errors('studentInformation', 'short', { haveSuffix: 'yes', suffix: 'Jr.' })).toEqual({});
    const bare = { haveSuffix: '', birthState: '', birthCountry: '' } as const;
    expect(errors('studentInformation', 'short', bare)).toEqual({});
    expect(errors('studentInformation', 'long', bare)).toEqual({
      haveSuffix: REQUIRED,
      birthState: REQUIRED,
      birthCountry: REQUIRED,
    });
    expect(errors('studentInformation', 'long', { birthCountry: 'Atlantis' })).toEqual({
      birthCountry: OPTION,
    });
  });
});

describe('Student Preference (short flow)', () => {
  it('needs the preferred name (max 50) and pronouns; Other needs its text', () => {
    expect(errors('studentPreference', 'short', { studentName: '', preferredpronouns: '' })).toEqual({
      studentName: REQUIRED,
      preferredpronouns: REQUIRED,
    });
    expect(errors('studentPreference', 'short', { studentName: 'x'.repeat(51) })).toEqual({
      studentName: 'Must be 50 characters or fewer.',
    });
    expect(errors('studentPreference', 'short', { preferredpronouns: 'Other' })).toEqual({
      otherpreferredpronouns: REQUIRED,
    });
    expect(
      errors('studentPreference', 'short', { preferredpronouns: 'Other', otherpreferredpronouns: 'Ze/Zir' }),
    ).toEqual({});
  });
});

describe('Parent Information', () => {
  const emptyParent = { ...NO_PARENT_1, pgHighestLevelOfEducation: '', liveWithPg: '' } as const;
  it('requires the parent under 18; education only long, liveWithPg only short', () => {
    const common = {
      pgRelationshipToStudent: REQUIRED,
      pgFirstName: REQUIRED,
      pgLastName: REQUIRED,
      pgPrimaryEmail: REQUIRED,
      pgPrimaryPhone: REQUIRED,
      pgPrimaryPhoneType: REQUIRED,
    };
    expect(errors('parentInformation', 'short', emptyParent)).toEqual({ ...common, liveWithPg: REQUIRED });
    expect(errors('parentInformation', 'long', emptyParent)).toEqual({
      ...common,
      pgHighestLevelOfEducation: REQUIRED,
    });
  });
  it('checks the parent’s e-mail and phone', () => {
    expect(
      errors('parentInformation', 'long', { pgPrimaryEmail: 'maria@', pgPrimaryPhone: '661-555-013' }),
    ).toEqual({
      pgPrimaryEmail: EMAIL,
      pgPrimaryPhone: PHONE,
    });
  });
  it('asks an adult for parent-contact permission; parent fields only with permission yes', () => {
    expect(errors('parentInformation', 'long', { ...emptyParent, birthDate: BIRTH_DATE_19 })).toEqual({
      permissionParentContact: REQUIRED,
    });
    expect(
      errors('parentInformation', 'long', {
        ...emptyParent,
        birthDate: BIRTH_DATE_19,
        permissionParentContact: 'no',
      }),
    ).toEqual({});
    expect(
      Object.keys(
        errors('parentInformation', 'long', {
          ...emptyParent,
          birthDate: BIRTH_DATE_19,
          permissionParentContact: 'yes',
        }),
      ),
    ).toContain('pgFirstName');
    expect(
      errors('parentInformation', 'long', { birthDate: BIRTH_DATE_16, permissionParentContact: '' }),
    ).toEqual({});
  });
  it('does not take Self 18+ for Parent 1', () => {
    expect(errors('parentInformation', 'long', { pgRelationshipToStudent: 'Self 18+' })).toEqual({
      pgRelationshipToStudent: OPTION,
    });
  });
});

describe('Parent 2 Information', () => {
  const noParent2 = NO_PARENT_2;
  it('requires the relationship and, except for Self 18+, name, e-mail, phone and type', () => {
    expect(errors('parent2Information', 'short', noParent2)).toEqual({
      pg2RelationshipToStudent: REQUIRED,
      pg2FirstName: REQUIRED,
      pg2LastName: REQUIRED,
      pg2PrimaryEmail: REQUIRED,
      pg2PrimaryPhone: REQUIRED,
      pg2PrimaryPhoneType: REQUIRED,
    });
  });
  it('takes Self 18+ with nothing else, only at 18 or over', () => {
    const self = { ...noParent2, pg2RelationshipToStudent: 'Self 18+' };
    expect(errors('parent2Information', 'short', { ...self, birthDate: BIRTH_DATE_19 })).toEqual({});
    expect(errors('parent2Information', 'short', { ...self, birthDate: '2008-06-15' })).toEqual({});
    expect(errors('parent2Information', 'short', { ...self, birthDate: '2008-06-16' })).toEqual({
      pg2RelationshipToStudent: "'Self 18+' can only be chosen when the student is 18 or older.",
    });
    expect(errors('parent2Information', 'short', { ...self, birthDate: BIRTH_DATE_16 })).toEqual({
      pg2RelationshipToStudent: "'Self 18+' can only be chosen when the student is 18 or older.",
    });
  });
  it("takes 'No second parent or guardian' with nothing else, for a minor and an adult", () => {
    const none = { ...noParent2, noSecondParent: 'yes' } as const;
    expect(errors('parent2Information', 'short', { ...none, birthDate: BIRTH_DATE_16 })).toEqual({});
    expect(errors('parent2Information', 'short', { ...none, birthDate: BIRTH_DATE_19 })).toEqual({});
    // Not chosen ('' or a stray 'no'): the second parent's details are required again.
    expect(
      Object.keys(errors('parent2Information', 'short', { ...noParent2, noSecondParent: 'no' })),
    ).toContain('pg2RelationshipToStudent');
  });
  it("refuses a 'no second parent' answer that is not yes, no or empty", () => {
    expect(
      registrationStepSchema('parent2Information', 'short', TODAY).safeParse({
        ...completeDraft({ birthDate: BIRTH_DATE_16 }),
        noSecondParent: true,
      }).success,
    ).toBe(false);
  });
});

describe('Physical Address', () => {
  it('short: liveWithPg, street, living status, state, country, city, zip and mailing-same', () => {
    const empty = {
      liveWithPg: '',
      street: '',
      livingStatus: '',
      state: '',
      country: '',
      city: '',
      zip: '',
      isMailingAddressTheSame: '',
    } as const;
    expect(errors('physicalAddress', 'short', empty)).toEqual(
      Object.fromEntries(Object.keys(empty).map((field) => [field, REQUIRED])),
    );
  });
  it('long: country, state, city, street, zip and mailing-same; not liveWithPg or living status', () => {
    expect(
      errors('physicalAddress', 'long', {
        liveWithPg: '',
        livingStatus: '',
        country: '',
        state: '',
        city: '',
        street: '',
        zip: '',
        isMailingAddressTheSame: '',
      }),
    ).toEqual({
      country: REQUIRED,
      state: REQUIRED,
      city: REQUIRED,
      street: REQUIRED,
      zip: REQUIRED,
      isMailingAddressTheSame: REQUIRED,
    });
  });
  it('limits street and city to 50', () => {
    expect(errors('physicalAddress', 'long', { street: 'x'.repeat(51), city: 'y'.repeat(51) })).toEqual({
      street: 'Must be 50 characters or fewer.',
      city: 'Must be 50 characters or fewer.',
    });
  });
  it('checks the characters of street and city', () => {
    expect(errors('physicalAddress', 'long', { street: '12 Main St, Apt 4', city: 'Lancaster!' })).toEqual({
      street: 'Use letters, numbers, spaces, #, apostrophes, hyphens and periods only.',
      city: 'Use letters, spaces, apostrophes, hyphens and periods only.',
    });
    expect(
      errors('physicalAddress', 'long', { street: '123 Main St #4', city: 'La Cañada Flintridge' }),
    ).toEqual({});
  });
  it.each([
    ['short', 'United States of America', '93534', true],
    ['short', 'United States of America', '9353', false],
    ['short', 'Mexico', '12345678', false],
    ['long', 'United States of America', '93534', true],
    ['long', 'United States', '935341', false],
    ['long', 'United States of America', '9353A', false],
    ['long', 'Mexico', '12345678', true],
    ['long', 'Mexico', '1', true],
    ['long', 'Mexico', '1234567890123456', false],
    ['long', 'Canada', 'K1A0B6', false],
  ] as const)('%s flow, %s, zip %s: valid %s', (variant, country, zip, valid) => {
    expect(errors('physicalAddress', variant, { country, zip })).toEqual(valid ? {} : { zip: ZIP });
  });
});

describe('Mailing Address', () => {
  const emptyMailing = {
    mailingStreet: '',
    mailingCity: '',
    mailingState: '',
    mailingCountry: '',
    mailingZip: '',
  } as const;
  it('checks nothing unless the mailing address differs', () => {
    expect(errors('mailingAddress', 'long', { ...emptyMailing, isMailingAddressTheSame: 'yes' })).toEqual({});
  });
  it('requires street, city, state, country and zip with the zip rule', () => {
    expect(errors('mailingAddress', 'long', { ...emptyMailing, isMailingAddressTheSame: 'no' })).toEqual({
      mailingCountry: REQUIRED,
      mailingState: REQUIRED,
      mailingCity: REQUIRED,
      mailingStreet: REQUIRED,
      mailingZip: REQUIRED,
    });
    const abroad = {
      isMailingAddressTheSame: 'no',
      mailingStreet: 'Calle 5',
      mailingCity: 'Tijuana',
      mailingState: 'Baja California',
      mailingCountry: 'Mexico',
      mailingZip: '22000123',
    } as const;
    expect(errors('mailingAddress', 'long', abroad)).toEqual({});
    expect(errors('mailingAddress', 'short', abroad)).toEqual({ mailingZip: ZIP });
  });
});

describe('the other steps', () => {
  it('Ethnicity: Hispanic answer and race category', () => {
    expect(errors('ethnicity', 'short', { isStudentHispanicOrLatino: '', primaryRaceCategory: '' })).toEqual({
      isStudentHispanicOrLatino: REQUIRED,
      primaryRaceCategory: REQUIRED,
    });
  });
  it('Previous School: name only in the short flow; name, city and state in the long flow', () => {
    const empty = { previousSchool: '', previousSchoolCity: '', previousSchoolState: '' } as const;
    expect(errors('previousSchool', 'short', empty)).toEqual({ previousSchool: REQUIRED });
    expect(errors('previousSchool', 'long', empty)).toEqual({
      previousSchool: REQUIRED,
      previousSchoolCity: REQUIRED,
      previousSchoolState: REQUIRED,
    });
  });
  it('Primary Language and the Home Language Survey', () => {
    expect(errors('primaryLanguage', 'long', { primaryLanguage: '' })).toEqual({ primaryLanguage: REQUIRED });
    expect(errors('primaryLanguage', 'long', { primaryLanguage: 'Klingon' })).toEqual({
      primaryLanguage: OPTION,
    });
    expect(
      errors('homeLanguageSurvey', 'long', {
        firstLanguage: '',
        homeLanguage: '',
        languageSpokenByParentsToStudent: '',
        languageSpokenByAdultsAtHome: '',
      }),
    ).toEqual({
      firstLanguage: REQUIRED,
      homeLanguage: REQUIRED,
      languageSpokenByParentsToStudent: REQUIRED,
      languageSpokenByAdultsAtHome: REQUIRED,
    });
  });
  it('Migrant Education: the question', () => {
    expect(
      errors('migrantEducation', 'long', { isPgEmployedInOneOrMoreAgriculturalOrFishingActivities: '' }),
    ).toEqual({ isPgEmployedInOneOrMoreAgriculturalOrFishingActivities: REQUIRED });
  });
  it('Release Requests: three in the short flow, six in the long flow', () => {
    const none = {
      releaseAudioAndVideo: '',
      releasePermissionForSocialMedia: '',
      releaseUseStudentWork: '',
      releasePermissionToTextStudent: '',
      releasePermissionToTextPg: '',
      releaseAllowStudentAccessToGoogleAppsForEducation: '',
    } as const;
    expect(Object.keys(errors('releaseRequests', 'short', none))).toEqual([
      'releasePermissionToTextStudent',
      'releasePermissionToTextPg',
      'releaseAllowStudentAccessToGoogleAppsForEducation',
    ]);
    expect(Object.keys(errors('releaseRequests', 'long', none))).toHaveLength(6);
  });
  it('DASS: every answer; school and year on yes for the five follow-up questions', () => {
    expect(errors('dassInformation', 'long', { onProbation: '', fosterCare: '' })).toEqual({
      onProbation: REQUIRED,
      fosterCare: REQUIRED,
    });
    for (const [field, school, year] of [
      ['beenExpelled', 'expelledFromWhichSchool', 'expelledWhatYear'],
      ['beenSuspended', 'suspendedFromWhichSchool', 'suspendedWhatYear'],
      ['orderedToAttendSchool', 'orderedToAttendWhichSchool', 'orderedToAttendWhatYear'],
      ['retainedMoreThanOnce', 'retainedFromWhichSchool', 'retainedFromWhatYear'],
      ['droppedOutOfSchool', 'droppedOutFromWhichSchool', 'droppedOutFromWhatYear'],
    ] as const) {
      expect(errors('dassInformation', 'long', { [field]: 'yes' })).toEqual({
        [school]: REQUIRED,
        [year]: REQUIRED,
      });
      expect(
        errors('dassInformation', 'long', { [field]: 'yes', [school]: 'Lincoln High', [year]: '2024' }),
      ).toEqual({});
    }
    expect(errors('dassInformation', 'long', { onProbation: 'yes' })).toEqual({});
  });
  it('Home Survey: both answers', () => {
    expect(
      errors('homeSurvey', 'long', { accessToComputerAtHome: '', accessToTheInternetAtHome: '' }),
    ).toEqual({
      accessToComputerAtHome: REQUIRED,
      accessToTheInternetAtHome: REQUIRED,
    });
  });
  it('Health: the three questions; the hearing aid on hearing yes; the rest optional', () => {
    expect(
      errors('healthConditions', 'long', {
        knownHealthConditions: '',
        knownHearingConditions: '',
        knownEyeCondition: '',
      }),
    ).toEqual({
      knownHealthConditions: REQUIRED,
      knownHearingConditions: REQUIRED,
      knownEyeCondition: REQUIRED,
    });
    expect(errors('healthConditions', 'long', { knownHearingConditions: 'yes' })).toEqual({
      wearsHearingAid: REQUIRED,
    });
    expect(
      errors('healthConditions', 'long', { knownHealthConditions: 'yes', knownEyeCondition: 'yes' }),
    ).toEqual({});
  });
  it('Custody: both answers; notes on yes', () => {
    expect(
      errors('parentCustody', 'short', { custodyIssueExists: '', legalRestrictionsForAnyParent: '' }),
    ).toEqual({
      custodyIssueExists: REQUIRED,
      legalRestrictionsForAnyParent: REQUIRED,
    });
    expect(
      errors('parentCustody', 'long', { custodyIssueExists: 'yes', legalRestrictionsForAnyParent: 'yes' }),
    ).toEqual({ custodyIssueNotes: REQUIRED, legalRestrictionsNotes: REQUIRED });
  });
  it('Emergency Contacts: all ten fields, valid phones', () => {
    expect(
      errors('emergencyContacts', 'long', {
        emergencyContact1FirstName: '',
        emergencyContact1Relationship: '',
        authorizedForPickup1: '',
        emergencyContact2LastName: '',
        emergencyContact2Phone: '661555',
      }),
    ).toEqual({
      emergencyContact1FirstName: REQUIRED,
      emergencyContact1Relationship: REQUIRED,
      authorizedForPickup1: REQUIRED,
      emergencyContact2LastName: REQUIRED,
      emergencyContact2Phone: PHONE,
    });
  });
});
