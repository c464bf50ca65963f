import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  BIRTH_DATE_16,
  BIRTH_DATE_19,
  completeDraft,
  SITE_ID,
  TODAY,
} from '../../test-support/registration-drafts.ts';
import type { RegistrationDraft } from './registration-draft.ts';
import {
  addRegistrationSchema,
  REGULAR_ONLY_SECTIONS,
  type StaffRegistrationValues,
  staffRegistrationEditIssues,
  staffRegistrationIssues,
  staffRegistrationSchema,
  staffRegistrationSections,
} from './staff-registration.ts';

/** A complete regular staff registration of a 16-year-old (the wizard's draft plus what staff add). */
function staffValues(
  overrides: Partial<StaffRegistrationValues> = {},
  draft: Partial<RegistrationDraft> = {},
): StaffRegistrationValues {
  return {
    ...completeDraft({ pg2HighestLevelOfEducation: 'High School Graduate', liveWithPg2: 'yes', ...draft }),
    site: SITE_ID,
    enrollmentType: 'REGULAR',
    generalRegistrationNotes: '',
    ...overrides,
  };
}

/** The draft with these answers left blank. */
function blank(fields: readonly (keyof RegistrationDraft)[]): Partial<RegistrationDraft> {
  return Object.fromEntries(fields.map((field) => [field, '']));
}

function fieldsOf(values: StaffRegistrationValues, mode: 'add' | 'edit' = 'add'): string[] {
  return staffRegistrationIssues(values, mode, TODAY).map((issue) => issue.field);
}

function issueOf(values: StaffRegistrationValues, field: string, mode: 'add' | 'edit' = 'add') {
  return staffRegistrationIssues(values, mode, TODAY).find((issue) => issue.field === field)?.message;
}

describe('staffRegistrationSections', () => {
  it('shows mailing only when it differs, and skips the regular-only sections for intercession', () => {
    const same = staffRegistrationSections({ isMailingAddressTheSame: 'yes' }, false);
    expect(same).not.toContain('mailingAddress');
    expect(same).toEqual(expect.arrayContaining([...REGULAR_ONLY_SECTIONS]));
    expect(staffRegistrationSections({ isMailingAddressTheSame: 'no' }, false)).toContain('mailingAddress');
    expect(staffRegistrationSections({ isMailingAddressTheSame: 'no' }, true)).toEqual([
      'studentInformation',
      'parentInformation',
      'physicalAddress',
      'mailingAddress',
    ]);
  });
});

describe('staffRegistrationIssues (staff registration completeness)', () => {
  it('passes a complete regular and a complete intercession registration', () => {
    expect(staffRegistrationIssues(staffValues(), 'add', TODAY)).toEqual([]);
    expect(staffRegistrationIssues(staffValues(), 'edit', TODAY)).toEqual([]);
    expect(staffRegistrationIssues(staffValues({ enrollmentType: 'INTERSESSION' }), 'add', TODAY)).toEqual(
      [],
    );
  });

  it('requires the DASS, health, custody and emergency answers of a regular registration only', () => {
    const regularOnly = [
      'beenExpelled',
      'knownHealthConditions',
      'custodyIssueExists',
      'emergencyContact1Phone',
      'primaryLanguage',
    ] as const;
    const unanswered = blank(regularOnly);
    expect(fieldsOf(staffValues({}, unanswered))).toEqual(expect.arrayContaining([...regularOnly]));
    expect(fieldsOf(staffValues({ enrollmentType: 'INTERSESSION' }, unanswered))).toEqual([]);
  });

  it('skips the suffix question, birth state and country for intercession', () => {
    const draft = { haveSuffix: '', birthState: '', birthCountry: '' } as const;
    expect(fieldsOf(staffValues({}, draft))).toEqual(['haveSuffix', 'birthState', 'birthCountry']);
    expect(fieldsOf(staffValues({ enrollmentType: 'INTERSESSION' }, draft))).toEqual([]);
  });

  it('requires the grade for intercession in the Add form; the edit form hides it', () => {
    const intercession = staffValues({ enrollmentType: 'INTERSESSION' }, { gradeLevel: '' });
    expect(issueOf(intercession, 'gradeLevel', 'add')).toBe('required');
    expect(issueOf(intercession, 'gradeLevel', 'edit')).toBeUndefined();
    expect(issueOf(staffValues({}, { gradeLevel: '' }), 'gradeLevel', 'edit')).toBe('required');
  });

  it('leaves the preferred name and pronouns optional until one is given, then asks both', () => {
    expect(fieldsOf(staffValues({}, { studentName: '', preferredpronouns: '' }))).toEqual([]);
    expect(fieldsOf(staffValues({}, { studentName: 'Sam', preferredpronouns: '' }))).toEqual([
      'preferredpronouns',
    ]);
    expect(fieldsOf(staffValues({}, { studentName: '' }))).toEqual(['studentName']);
  });

  it('leaves Parent 2 optional until started (the long public flow never asks it)', () => {
    const noParent2 = {
      pg2RelationshipToStudent: '',
      pg2FirstName: '',
      pg2LastName: '',
      pg2PrimaryPhone: '',
      pg2PrimaryPhoneType: '',
      pg2PrimaryEmail: '',
      pg2HighestLevelOfEducation: '',
      liveWithPg2: '',
    } as const;
    expect(fieldsOf(staffValues({}, noParent2))).toEqual([]);
    expect(fieldsOf(staffValues({}, { ...noParent2, pg2FirstName: 'Luis' }))).toEqual([
      'pg2RelationshipToStudent',
      'pg2LastName',
      'pg2PrimaryPhoneType',
      'liveWithPg2',
      'pg2HighestLevelOfEducation',
    ]);
  });

  it('checks the birth date as the wizard does (4 to 50, not after today) and the phone format', () => {
    expect(issueOf(staffValues({}, { birthDate: TODAY }), 'birthDate')).toBe('birthDate.range.4to50');
    expect(issueOf(staffValues({}, { birthDate: '1925-01-01' }), 'birthDate')).toBe('birthDate.range.4to50');
    expect(issueOf(staffValues({}, { birthDate: '2030-01-01' }), 'birthDate')).toBe('birthDate.future');
    expect(issueOf(staffValues({}, { studentPrimaryPhone: '12345' }), 'studentPrimaryPhone')).toBe(
      'phone.invalid',
    );
    expect(issueOf(staffValues({}, { emergencyContact2Phone: '555' }), 'emergencyContact2Phone')).toBe(
      'phone.invalid',
    );
  });

  it('asks the parent sections under 18, or at 18 and over with permission yes', () => {
    const asked = [
      'pgFirstName',
      'pgLastName',
      'pgRelationshipToStudent',
      'pg2RelationshipToStudent',
    ] as const;
    const noParents = blank([...asked, 'pg2FirstName']);
    expect(fieldsOf(staffValues({}, noParents))).toEqual(expect.arrayContaining([...asked]));
    const adult = { ...noParents, birthDate: BIRTH_DATE_19 };
    expect(fieldsOf(staffValues({}, { ...adult, permissionParentContact: '' }))).toEqual([
      'permissionParentContact',
    ]);
    expect(fieldsOf(staffValues({}, { ...adult, permissionParentContact: 'no' }))).toEqual([]);
    expect(fieldsOf(staffValues({}, { ...adult, permissionParentContact: 'yes' }))).toEqual(
      expect.arrayContaining(['pgFirstName', 'pg2RelationshipToStudent']),
    );
  });

  it('applies the Parent 2 rules of the admin edit (red borders), education only when not intercession', () => {
    const parent2 = [
      'pg2FirstName',
      'pg2LastName',
      'pg2PrimaryPhoneType',
      'liveWithPg2',
      'pg2HighestLevelOfEducation',
    ] as const;
    const empty = blank(parent2);
    expect(fieldsOf(staffValues({}, empty), 'edit')).toEqual([...parent2]);
    expect(fieldsOf(staffValues({ enrollmentType: 'INTERSESSION' }, empty), 'edit')).toEqual(
      parent2.filter((field) => field !== 'pg2HighestLevelOfEducation'),
    );
    // Phone and e-mail are optional, but checked when given.
    expect(fieldsOf(staffValues({}, { pg2PrimaryPhone: '', pg2PrimaryEmail: '' }))).toEqual([]);
    expect(fieldsOf(staffValues({}, { pg2PrimaryPhone: '12', pg2PrimaryEmail: 'x@' }))).toEqual([
      'pg2PrimaryPhone',
      'pg2PrimaryEmail',
    ]);
  });

  it("allows 'Self 18+' as Parent 2 for an adult only, with nothing else asked", () => {
    const self = { pg2RelationshipToStudent: 'Self 18+', pg2FirstName: '', liveWithPg2: '' } as const;
    expect(issueOf(staffValues({}, { ...self, birthDate: BIRTH_DATE_16 }), 'pg2RelationshipToStudent')).toBe(
      'registration.parent2.selfAdultOnly',
    );
    expect(
      fieldsOf(staffValues({}, { ...self, birthDate: BIRTH_DATE_19, permissionParentContact: 'yes' })),
    ).toEqual([]);
  });

  it('requires the mailing address only when it is not the same', () => {
    expect(fieldsOf(staffValues({}, { isMailingAddressTheSame: 'yes', mailingStreet: '' }))).toEqual([]);
    expect(fieldsOf(staffValues({}, { isMailingAddressTheSame: 'no', mailingCountry: '' }))).toEqual([
      'mailingCountry',
      'mailingState',
      'mailingCity',
      'mailingStreet',
      'mailingZip',
    ]);
  });

  it('requires the school and year follow-ups on yes', () => {
    const fields = fieldsOf(
      staffValues({}, { beenExpelled: 'yes', droppedOutOfSchool: 'yes', onProbation: 'yes' }),
    );
    expect(fields).toEqual([
      'expelledFromWhichSchool',
      'expelledWhatYear',
      'droppedOutFromWhichSchool',
      'droppedOutFromWhatYear',
    ]);
  });

  it('requires the health follow-ups on yes: conditions, hearing aid, glasses questions', () => {
    expect(fieldsOf(staffValues({}, { knownHealthConditions: 'yes' }))).toEqual([
      'asthma',
      'beeStingAllergy',
      'diabetes',
      'epilepsy',
      'heartCondition',
      'seizures',
      'nutAllergy',
    ]);
    expect(fieldsOf(staffValues({}, { knownHearingConditions: 'yes' }))).toEqual(['wearsHearingAid']);
    expect(fieldsOf(staffValues({}, { knownEyeCondition: 'yes' }))).toEqual([
      'glassesToBeWornAtAllTimes',
      'wearsContactLenses',
      'wearsGlasses',
    ]);
  });

  it('requires the custody notes on yes and caps the registration notes', () => {
    expect(
      fieldsOf(staffValues({}, { custodyIssueExists: 'yes', legalRestrictionsForAnyParent: 'yes' })),
    ).toEqual(['custodyIssueNotes', 'legalRestrictionsNotes']);
    expect(
      issueOf(staffValues({ generalRegistrationNotes: 'n'.repeat(1001) }), 'generalRegistrationNotes'),
    ).toBe('registration.notes.max');
  });
});

/** Every issue as 'path: message' (a field with two issues shows both). */
function errorsOf(result: ReturnType<typeof z.safeParse>): Record<string, string> {
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] = errors[path] ? `${errors[path]}, ${issue.message}` : issue.message;
  }
  return errors;
}

describe('staffRegistrationSchema and addRegistrationSchema (the PUT and POST bodies)', () => {
  it('accepts a complete body and reports the completeness issues as field errors', () => {
    expect(z.safeParse(staffRegistrationSchema('edit', TODAY), staffValues()).success).toBe(true);
    const result = z.safeParse(
      staffRegistrationSchema('edit', TODAY),
      staffValues({}, { studentPrimaryPhone: '123' }),
    );
    expect(errorsOf(result)).toEqual({ studentPrimaryPhone: 'phone.invalid' });
  });

  it('requires a site (Please select a learning center.) and a valid enrollment type', () => {
    const noSite = z.safeParse(addRegistrationSchema(TODAY), staffValues({ site: '' }));
    expect(errorsOf(noSite)).toEqual({ site: 'registration.learningCenter.required' });
    const { site: _site, ...withoutSite } = staffValues();
    expect(errorsOf(z.safeParse(addRegistrationSchema(TODAY), withoutSite))).toEqual({
      site: 'registration.learningCenter.required',
    });
    expect(errorsOf(z.safeParse(addRegistrationSchema(TODAY), staffValues({ site: 'not a site' })))).toEqual({
      site: 'registration.site.invalid',
    });
    const badType = z.safeParse(addRegistrationSchema(TODAY), { ...staffValues(), enrollmentType: 'SUMMER' });
    expect(errorsOf(badType)).toEqual({ enrollmentType: 'registration.enrollmentType.invalid' });
  });

  it('takes an optional transfer id on the Add form, checked as a record id', () => {
    const withTransfer = z.safeParse(addRegistrationSchema(TODAY), {
      ...staffValues(),
      transferId: 'a1b2c3d4-e5f6',
    });
    expect(withTransfer.success && withTransfer.data.transferId).toBe('a1b2c3d4-e5f6');
    expect(
      errorsOf(z.safeParse(addRegistrationSchema(TODAY), { ...staffValues(), transferId: 'no/such id' })),
    ).toEqual({ transferId: 'registration.transfer.invalid' });
  });

  it('the Add form requires an intercession grade; edit does not', () => {
    const values = staffValues({ enrollmentType: 'INTERSESSION' }, { gradeLevel: '' });
    expect(errorsOf(z.safeParse(addRegistrationSchema(TODAY), values))).toEqual({ gradeLevel: 'required' });
    expect(z.safeParse(staffRegistrationSchema('edit', TODAY), values).success).toBe(true);
  });
});

it('uses BIRTH_DATE_16 for a minor (fixture sanity)', () => {
  expect(completeDraft().birthDate).toBe(BIRTH_DATE_16);
});

describe('staffRegistrationEditIssues: an edit checked against the stored registration', () => {
  // A short-form registration: the family was never asked about its languages, the previous school or
  // the emergency contacts.
  const stored = staffValues(
    {},
    { previousSchool: '', emergencyContact1FirstName: '', primaryLanguage: '', homeLanguage: '' },
  );

  it('lets a coordinator correct a phone without answering what the family was never asked', () => {
    expect(fieldsOf(stored, 'edit').length).toBeGreaterThan(0);
    const corrected = { ...stored, studentPrimaryPhone: '661-555-0199' };
    expect(staffRegistrationEditIssues(corrected, stored, TODAY)).toEqual([]);
    expect(z.safeParse(staffRegistrationSchema('edit', TODAY, stored), corrected).success).toBe(true);
  });

  it('refuses every problem the edit brings: a bad phone, an answer cleared, a question newly asked', () => {
    const fields = (values: StaffRegistrationValues) =>
      staffRegistrationEditIssues(values, stored, TODAY).map((issue) => issue.field);
    expect(fields({ ...stored, studentPrimaryPhone: '661' })).toEqual(['studentPrimaryPhone']);
    expect(fields({ ...stored, lastName: '' })).toEqual(['lastName']);
    // The mailing address now differs: its fields are asked, and empty.
    expect(fields({ ...stored, isMailingAddressTheSame: 'no' })).toEqual(
      expect.arrayContaining(['mailingStreet', 'mailingCity', 'mailingZip']),
    );
  });
});
