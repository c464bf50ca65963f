import { describe, expect, it } from 'vitest';
import { TEST_LELO_ADDRESS } from '../../test-support/lelo-entry.ts';
import type { LeloRegistrationRecord } from './lelo-record.ts';
import {
  applyLeloStaffEdit,
  canMarkLeloInactive,
  isLeloSigned,
  type LeloStaffEditValues,
  leloEditContextOf,
  leloStaffEditSchema,
  leloStaffEditValuesOf,
  leloStatusBeforeInactive,
  markLeloInactive,
  undoLeloInactive,
} from './lelo-staff-edit.ts';

const signedValues: LeloStaffEditValues = {
  firstName: 'Ana',
  middleName: '',
  lastName: 'Lopez',
  pgFirstName: 'Rosa',
  pgLastName: 'Lopez',
  studentEmail: 'ana@example.com',
  studentPrimaryPhone: '661-555-0101',
  studentPrimaryPhoneType: 'Cell',
  pgPrimaryEmail: 'rosa@example.com',
  pgPrimaryPhone: '661-555-0102',
  pgPrimaryPhoneType: 'Home',
  ...TEST_LELO_ADDRESS,
};

// An adult may still sign with a parent: the student's own contact was required all the same.
const signedParent = { signed: true, pgRelationshipToStudent: 'Mother', studentContactRequired: true };
const signedMinor = { signed: true, pgRelationshipToStudent: 'Mother', studentContactRequired: false };
const signedSelf = { signed: true, pgRelationshipToStudent: 'Self 18+', studentContactRequired: true };
const unsigned = { signed: false, pgRelationshipToStudent: '', studentContactRequired: false };

function messages(context: Parameters<typeof leloStaffEditSchema>[0], values: Partial<LeloStaffEditValues>) {
  const result = leloStaffEditSchema(context).safeParse({ ...signedValues, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('leloStaffEditSchema: the Admin edit of a secondary enrollment', () => {
  it('accepts a complete signed entry and drops the names it may not change', () => {
    const result = leloStaffEditSchema(signedParent).safeParse({ ...signedValues, firstName: 'Changed' });
    expect(result.success).toBe(true);
    expect(result.data).not.toHaveProperty('firstName');
    expect(result.data).toMatchObject({ studentPrimaryPhone: '661-555-0101' });
  });

  it('checks the e-mail, phone and ZIP codes with the edit messages', () => {
    expect(
      messages(signedParent, {
        studentEmail: 'not-an-email',
        studentPrimaryPhone: '+52 664 123 4567',
        zip: '9353',
        isMailingAddressTheSame: 'No',
        mailingStreet: '1 Box Rd',
        mailingCity: 'Palmdale',
        mailingState: 'CA',
        mailingZip: '935340',
      }),
    ).toEqual({
      studentEmail: 'leloEdit.email.invalid',
      studentPrimaryPhone: 'leloEdit.phone.invalid',
      zip: 'leloEdit.zip.invalid',
      mailingZip: 'leloEdit.zip.invalid',
    });
  });

  it('keeps the phones as XXX-XXX-XXXX however they are typed or pasted', () => {
    const result = leloStaffEditSchema(signedParent).safeParse({
      ...signedValues,
      studentPrimaryPhone: '(661) 555-0134',
      pgPrimaryPhone: '+1 661 555 0102',
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      studentPrimaryPhone: '661-555-0134',
      pgPrimaryPhone: '661-555-0102',
    });
  });

  it("checks the parent's e-mail and phone unless the student is Self 18+", () => {
    const bad = { pgPrimaryEmail: 'rosa@', pgPrimaryPhone: '12' };
    expect(messages(signedParent, bad)).toEqual({
      pgPrimaryEmail: 'leloEdit.parentEmail.invalid',
      pgPrimaryPhone: 'leloEdit.phone.invalid',
    });
    expect(messages(signedSelf, bad)).toEqual({});
  });

  it("allows the typed-text characters only in names, places and streets, with the family form's limits", () => {
    expect(
      messages(unsigned, {
        firstName: 'Ana3',
        lastName: 'L'.repeat(51),
        city: 'Lancaster, CA',
        state: 'C4',
        street: 'x'.repeat(101),
        mailingStreet: '12 Main St, Apt 4',
        mailingCity: 'z'.repeat(51),
        country: 'y'.repeat(101),
        studentEmail: `${'a'.repeat(55)}@example.com`,
      }),
    ).toEqual({
      firstName: 'name.characters',
      lastName: 'name.max',
      city: 'name.characters',
      state: 'registration.option.invalid',
      street: 'lelo.text.max100',
      mailingStreet: 'street.characters',
      mailingCity: 'lelo.text.max50',
      country: 'lelo.text.max100',
      studentEmail: 'email.max',
    });
  });

  it('keeps names, places and streets as typed, in any script, with the spaces tidied', () => {
    const edit = {
      firstName: '  María   José ',
      middleName: '李小龙',
      lastName: "O'Brien-Vega",
      pgLastName: 'de la Cruz',
      city: 'La Cañada Flintridge',
      state: 'TN',
      country: 'St. John',
      street: '123 Main St #4',
    };
    expect(messages(unsigned, edit)).toEqual({});
    expect(messages(unsigned, { lastName: 'L'.repeat(50) })).toEqual({});
    expect(leloStaffEditSchema(unsigned).parse({ ...signedValues, ...edit })).toMatchObject({
      ...edit,
      firstName: 'María José',
    });
  });

  it('takes a state by its code, and a California county from the list only', () => {
    expect(messages(signedParent, { state: 'California' })).toEqual({ state: 'registration.option.invalid' });
    expect(messages(signedParent, { state: 'CA', country: 'Los Angeles' })).toEqual({});
    expect(messages(signedParent, { state: 'CA', country: 'Sullivan' })).toEqual({
      country: 'registration.option.invalid',
    });
    expect(messages(signedParent, { state: 'TN', country: 'Sullivan' })).toEqual({});
    expect(messages(signedParent, { isMailingAddressTheSame: 'No', mailingState: 'Tenn.' })).toMatchObject({
      mailingState: 'registration.option.invalid',
    });
  });

  it('keeps the signed wizard’s required fields required, and the mailing address when it differs', () => {
    expect(
      messages(signedParent, {
        studentEmail: '',
        city: '',
        pgPrimaryPhone: '',
        isMailingAddressTheSame: 'No',
      }),
    ).toEqual({
      studentEmail: 'required',
      city: 'required',
      pgPrimaryPhone: 'required',
      mailingStreet: 'required',
      mailingCity: 'required',
      mailingState: 'required',
      mailingZip: 'required',
    });
  });

  it("leaves a minor's own e-mail and phone optional as the signing did, keeping the parent's required", () => {
    const noOwnContact = { studentEmail: '', studentPrimaryPhone: '', studentPrimaryPhoneType: '' };
    expect(messages(signedMinor, noOwnContact)).toEqual({});
    expect(messages(signedMinor, { ...noOwnContact, pgPrimaryEmail: '' })).toEqual({
      pgPrimaryEmail: 'required',
    });
  });

  it("reads the student's age on the signing day from the stored entry", () => {
    const signed = {
      status: 'Signed',
      signedAt: '2026-11-24T07:59:00.000Z',
      pgRelationshipToStudent: 'Mother',
    };
    // 23:59 on 23 November in Los Angeles: the day before the 18th birthday.
    const minor = { ...signed, birthDate: '2008-11-24' } as LeloRegistrationRecord;
    expect(leloEditContextOf(minor).studentContactRequired).toBe(false);
    const adult = { ...signed, birthDate: '2008-11-23' } as LeloRegistrationRecord;
    expect(leloEditContextOf(adult).studentContactRequired).toBe(true);
    const active = { ...minor, status: 'Active', signedAt: null } as LeloRegistrationRecord;
    expect(leloEditContextOf(active)).toEqual({
      signed: false,
      pgRelationshipToStudent: 'Mother',
      studentContactRequired: false,
    });
  });

  it('lets an unsigned pre-registration leave its contact empty but needs its names', () => {
    const empty = Object.fromEntries(Object.keys(signedValues).map((key) => [key, '']));
    expect(messages(unsigned, empty)).toEqual({ firstName: 'required', lastName: 'required' });
  });
});

const entry = {
  id: 'entry-1',
  status: 'Signed',
  signedAt: '2026-11-20T10:00:00.000Z',
  pgRelationshipToStudent: 'Self 18+',
  firstName: 'Ana',
  lastName: 'Lopez',
  studentPrimaryPhone: '661-555-0101',
  pgPrimaryEmail: '',
  mailingStreet: 'Old',
  updatedAt: '2026-11-20T10:00:00.000Z',
} as unknown as LeloRegistrationRecord;

describe('applyLeloStaffEdit', () => {
  it('changes only the contact fields of a signed entry', () => {
    const now = new Date('2026-11-24T12:00:00.000Z');
    const edited = applyLeloStaffEdit(
      entry,
      {
        firstName: 'Changed',
        studentPrimaryPhone: '661-555-0199',
        pgPrimaryEmail: 'x@example.com',
        isMailingAddressTheSame: 'Yes',
        mailingStreet: '',
      },
      now,
    );
    expect(edited).toMatchObject({
      firstName: 'Ana',
      studentPrimaryPhone: '661-555-0199',
      pgPrimaryEmail: '',
      mailingStreet: 'Old',
      status: 'Signed',
      updatedAt: now.toISOString(),
    });
  });

  it('changes the names of an unsigned entry', () => {
    const active = { ...entry, status: 'Active', signedAt: null } as LeloRegistrationRecord;
    expect(isLeloSigned(active)).toBe(false);
    expect(applyLeloStaffEdit(active, { firstName: 'Anna' }, new Date()).firstName).toBe('Anna');
  });

  it('reads the form values from the entry', () => {
    expect(leloStaffEditValuesOf(entry)).toMatchObject({ firstName: 'Ana', zip: '', pgPrimaryEmail: '' });
  });
});

describe('Inactive transition', () => {
  it('is allowed from Active and Signed only', () => {
    expect(canMarkLeloInactive('Active')).toBe(true);
    expect(canMarkLeloInactive('Signed')).toBe(true);
    expect(canMarkLeloInactive('Inactive')).toBe(false);
    expect(
      markLeloInactive({ ...entry, status: 'Inactive' } as LeloRegistrationRecord, new Date()),
    ).toBeNull();
    expect(markLeloInactive(entry, new Date())?.status).toBe('Inactive');
  });

  it('is undone back to the status before: Signed once signed, else Active', () => {
    const now = new Date('2026-12-06T18:00:00.000Z');
    const signed = {
      ...entry,
      status: 'Inactive',
      signedAt: '2026-11-02T17:00:00.000Z',
    } as LeloRegistrationRecord;
    expect(undoLeloInactive(signed, now)).toMatchObject({ status: 'Signed', updatedAt: now.toISOString() });
    const unsigned = {
      ...entry,
      status: 'Inactive',
      signedAt: null,
      uploadedUrl: null,
      studentSignatureBlob: null,
    } as LeloRegistrationRecord;
    expect(undoLeloInactive(unsigned, now)?.status).toBe('Active');
    // Signed before signedAt was recorded: its stored agreement says so.
    expect(
      leloStatusBeforeInactive({ signedAt: null, uploadedUrl: 'a/b.pdf', studentSignatureBlob: null }),
    ).toBe('Signed');
    expect(undoLeloInactive({ ...signed, status: 'Signed' }, now)).toBeNull();
  });
});
