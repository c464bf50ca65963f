import { describe, expect, it } from 'vitest';
import { businessToday } from '../shared/today-in-zone.ts';
import {
  editInterestSchema,
  interestEventOf,
  interestStatusChangeSchema,
  nextStaffInterestLevel,
  previousStaffInterestLevel,
  staffInterestCreateSchema,
  staffInterestLevelSchemas,
  usesUsState,
} from './staff-interest-schema.ts';

/** A birth date `years` years before today (the business day), one day earlier so the birthday has passed. */
function bornYearsAgo(years: number): string {
  const [y, m, d] = businessToday().split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d - 1));
  return date.toISOString().slice(0, 10);
}

const SITE = 'b2ba96878bd049e721fc7c59';

function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const adult = {
  learningCenterId: SITE,
  studentFirstName: 'Ana',
  studentLastName: 'Reyes',
  birthDate: bornYearsAgo(19),
  gradeLevel: '12',
  primaryEmail: 'ana@example.com',
  phone: '661-555-0134',
  country: 'United States of America',
  street1: '1 Main St',
  city: 'Lancaster',
  state: 'CA',
  zipCode: '93534',
  sameAddress: true,
};

describe('Add Interest (staff)', () => {
  it('accepts an adult without parent fields and with the same mailing address', () => {
    expect(staffInterestCreateSchema.safeParse(adult).success).toBe(true);
  });

  it('needs the parent of a minor and the mailing address when it differs', () => {
    const result = staffInterestCreateSchema.safeParse({
      ...adult,
      birthDate: bornYearsAgo(15),
      sameAddress: false,
    });
    expect(messagesOf(result)).toMatchObject({
      parentRelationship: 'required',
      parentFirstName: 'required',
      parentLastName: 'required',
      mailingStreet1: 'required',
      mailingCity: 'required',
      mailingZipCode: 'required',
    });
  });

  it('uses a Region and a longer postal code outside the United States', () => {
    expect(usesUsState('')).toBe(true);
    expect(usesUsState('Mexico')).toBe(false);
    const abroad = { ...adult, country: 'Mexico', state: '', region: '', zipCode: '0640012' };
    expect(messagesOf(staffInterestCreateSchema.safeParse(abroad))).toEqual({ region: 'required' });
    expect(staffInterestCreateSchema.safeParse({ ...abroad, region: 'Jalisco' }).success).toBe(true);
    expect(messagesOf(staffInterestCreateSchema.safeParse({ ...adult, zipCode: '9353' }))).toEqual({
      zipCode: 'interest.zip.invalid',
    });
  });

  it("takes the public form's birth dates only (4 to 50, not after today), and grades 9 to 12", () => {
    const birthDateOf = (birthDate: string) =>
      messagesOf(staffInterestCreateSchema.safeParse({ ...adult, birthDate })).birthDate;
    expect(birthDateOf(businessToday())).toBe('birthDate.range.4to50');
    expect(birthDateOf(bornYearsAgo(51))).toBe('birthDate.range.4to50');
    expect(birthDateOf('1925-01-01')).toBe('birthDate.range.4to50');
    expect(birthDateOf('2999-01-01')).toBe('birthDate.future');
    expect(birthDateOf('')).toBe('interest.birthDate.required');
    expect(birthDateOf('2010-02-30')).toBe('birthDate.invalid');
    expect(birthDateOf(bornYearsAgo(50))).toBeUndefined();
    const edited = editInterestSchema.safeParse({ birthDate: '1925-01-01' });
    expect(messagesOf(edited).birthDate).toBe('birthDate.range.4to50');
    expect(messagesOf(staffInterestCreateSchema.safeParse({ ...adult, gradeLevel: '8' }))).toEqual({
      gradeLevel: 'interest.grade.invalid',
    });
  });

  it('needs a learning center chosen at the first level', () => {
    const result = staffInterestLevelSchemas.student.safeParse({ ...adult, learningCenterId: '' });
    expect(messagesOf(result)).toEqual({ learningCenterId: 'interest.site.required' });
  });

  it('skips the parent level for an adult and the mailing level when it is the same, both ways', () => {
    const grown = { birthDate: bornYearsAgo(18), sameAddress: true };
    const minor = { birthDate: bornYearsAgo(17), sameAddress: false };
    expect(nextStaffInterestLevel(0, grown)).toBe(2);
    expect(nextStaffInterestLevel(0, minor)).toBe(1);
    expect(nextStaffInterestLevel(3, grown)).toBe(5);
    expect(nextStaffInterestLevel(3, minor)).toBe(4);
    expect(previousStaffInterestLevel(2, grown)).toBe(0);
    expect(previousStaffInterestLevel(2, minor)).toBe(1);
    expect(previousStaffInterestLevel(5, grown)).toBe(3);
    expect(previousStaffInterestLevel(5, minor)).toBe(4);
  });
});

describe('Edit Interest', () => {
  const edit = {
    charter_id: 'c1',
    learningCenterId: SITE,
    studentFirstName: 'Ana',
    studentLastName: 'Reyes',
    birthDate: bornYearsAgo(16),
    primaryEmail: 'ana@example.com',
    phone: '661-555-0134',
    zipCode: '93534',
  };

  it('accepts a public entry with only the ZIP code of its address', () => {
    expect(editInterestSchema.safeParse(edit).success).toBe(true);
  });

  it('needs the mailing address when it is said to differ', () => {
    const result = editInterestSchema.safeParse({ ...edit, sameAddress: false });
    expect(messagesOf(result)).toMatchObject({
      mailingCountry: 'required',
      mailingStreet1: 'required',
      mailingCity: 'required',
      mailingZipCode: 'required',
    });
  });

  it('takes the United States by any of its usual names for the State field', () => {
    for (const country of ['', 'United States of America', 'United States', 'USA'])
      expect(usesUsState(country)).toBe(true);
    expect(usesUsState('Mexico')).toBe(false);
  });

  it("applies the edit screen's limits and messages", () => {
    const result = editInterestSchema.safeParse({
      ...edit,
      studentFirstName: 'A'.repeat(51),
      studentLastName: 'Reyes2',
      city: 'Los Angeles!',
      street1: '12 Main St, Apt 4',
      zipCode: '9353',
      primaryEmail: 'ana@',
      phone: '+52 664 123 4567',
      street2: 'x'.repeat(41),
      charter_id: '',
    });
    expect(messagesOf(result)).toEqual({
      charter_id: 'interest.charter.required',
      studentFirstName: 'name.max',
      studentLastName: 'name.characters',
      city: 'name.characters',
      street1: 'street.characters',
      zipCode: 'editInterest.zip.invalid',
      primaryEmail: 'editInterest.email.invalid',
      phone: 'editInterest.phone.invalid',
      street2: 'interest.street2.max',
    });
    expect(editInterestSchema.safeParse({ ...edit, studentFirstName: 'A'.repeat(50) }).success).toBe(true);
  });

  it('keeps names, places and streets as typed and the phone as XXX-XXX-XXXX', () => {
    const parsed = editInterestSchema.parse({
      ...edit,
      studentFirstName: ' maría   josé ',
      studentLastName: "O'Brien-Vega",
      parentFirstName: '李小龙',
      parentLastName: 'de la Cruz McDonald',
      street1: '123 Main St #4',
      city: 'La Cañada Flintridge',
      phone: '(661) 555-0134',
    });
    expect(parsed).toMatchObject({
      studentFirstName: 'maría josé',
      studentLastName: "O'Brien-Vega",
      parentFirstName: '李小龙',
      parentLastName: 'de la Cruz McDonald',
      street1: '123 Main St #4',
      city: 'La Cañada Flintridge',
      phone: '661-555-0134',
    });
  });

  it('has no status fields: they change only through the status machine', () => {
    const parsed = editInterestSchema.parse({ ...edit, status: 'Not Interested', enrollstatus: 'Yes' });
    expect(parsed).not.toHaveProperty('status');
    expect(parsed).not.toHaveProperty('enrollstatus');
  });
});

describe('the status change body', () => {
  it("takes Not Interested, its undoing, or the spec's enrollstatus Yes (its default)", () => {
    expect(interestStatusChangeSchema.parse({ status: 'Not Interested' })).toEqual({
      status: 'Not Interested',
    });
    expect(interestStatusChangeSchema.parse({ enrollstatus: 'Yes' })).toEqual({ enrollstatus: 'Yes' });
    expect(interestStatusChangeSchema.safeParse({ status: 'Follow up Required' }).success).toBe(false);
    expect(interestStatusChangeSchema.parse({ undo: 'Not Interested' })).toEqual({
      undo: 'Not Interested',
    });
    expect(interestStatusChangeSchema.safeParse({ status: 'New Interest' }).success).toBe(false);
    expect(interestStatusChangeSchema.safeParse({ status: 'Enrollment Submitted' }).success).toBe(false);
  });

  it('names the status machine event each body asks for', () => {
    const eventOf = (body: unknown) => interestEventOf(interestStatusChangeSchema.parse(body));
    expect(eventOf({ status: 'Not Interested' })).toBe('markedNotInterested');
    expect(eventOf({ undo: 'Not Interested' })).toBe('reopened');
    expect(eventOf({})).toBe('enrollmentSubmitted');
    expect(eventOf({ enrollstatus: 'Yes' })).toBe('enrollmentSubmitted');
  });
});
