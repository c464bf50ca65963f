import { describe, expect, it } from 'vitest';
import { testInterestEntry } from '../../test-support/interest-entry.ts';
import { completeDraft, SELF_ADULT_PARENTS } from '../../test-support/registration-drafts.ts';
import { testSite } from '../../test-support/site.ts';
import { buildRegistrationRecord } from '../registration/registration-record.ts';
import {
  type DuplicateSubject,
  duplicateSubjectOfInterest,
  duplicateSubjectOfLelo,
  duplicateSubjectOfRegistration,
  normalisedSubject,
} from './duplicate-subject.ts';

const NOW = new Date('2026-06-15T18:00:00Z');

describe('duplicateSubjectOfInterest', () => {
  it('takes the student, the birth date, the parent e-mail and phone, and the charter', () => {
    const entry = testInterestEntry({ id: 'i-1', charter_id: 'ch-1' });
    expect(duplicateSubjectOfInterest(entry)).toEqual({
      kind: 'interest',
      id: 'i-1',
      charterId: 'ch-1',
      studentFirstName: entry.studentFirstName,
      studentLastName: entry.studentLastName,
      birthDate: entry.birthDate,
      parentEmail: entry.primaryEmail,
      parentPhone: entry.phone,
    });
  });

  it("has no parent contact for an adult's entry (no parent named: the contact is the student's)", () => {
    const subject = duplicateSubjectOfInterest(testInterestEntry({ parentRelationship: '' }));
    expect([subject.parentEmail, subject.parentPhone]).toEqual(['', '']);
  });
});

describe('duplicateSubjectOfRegistration', () => {
  const site = testSite();

  it("takes the student and Parent/Guardian 1's e-mail and phone, in the site's charter", () => {
    const record = buildRegistrationRecord(completeDraft(), site, { id: 'r-1', uuid: 'u-1' }, NOW);
    expect(duplicateSubjectOfRegistration(record)).toEqual({
      kind: 'registration',
      id: 'r-1',
      charterId: site.charter.id,
      studentFirstName: record.firstName,
      studentLastName: record.lastName,
      birthDate: record.birthDate,
      parentEmail: record.pgPrimaryEmail,
      parentPhone: record.pgPrimaryPhone,
    });
    expect(record.pgPrimaryEmail).not.toBe('');
  });

  it('has no parent contact for an adult who answers for themself', () => {
    const draft = completeDraft({ birthDate: '2007-01-01', ...SELF_ADULT_PARENTS });
    const record = buildRegistrationRecord(draft, site, { id: 'r-2', uuid: 'u-2' }, NOW);
    const subject = duplicateSubjectOfRegistration({ ...record, pgPrimaryEmail: 'own@example.com' });
    expect([subject.parentEmail, subject.parentPhone]).toEqual(['', '']);
  });

  it('has no charter for a record stored before the charter id was kept', () => {
    const record = buildRegistrationRecord(completeDraft(), site, { id: 'r-3', uuid: 'u-3' }, NOW);
    const { charter_id: _left, ...older } = record;
    expect(duplicateSubjectOfRegistration(older as typeof record).charterId).toBe('');
  });

  it('reads a field a stored record lacks as unknown, never failing', () => {
    const record = buildRegistrationRecord(completeDraft(), site, { id: 'r-4', uuid: 'u-4' }, NOW);
    const {
      birthDate: _noBirth,
      firstName: _noFirst,
      pgRelationshipToStudent: _noRelation,
      ...partial
    } = record;
    expect(duplicateSubjectOfRegistration(partial as typeof record)).toMatchObject({
      studentFirstName: '',
      birthDate: '',
      parentEmail: '',
      parentPhone: '',
    });
  });
});

describe('duplicateSubjectOfLelo', () => {
  const lelo = {
    id: 'l-1',
    charter_id: 'ch-2',
    firstName: 'Ana',
    lastName: 'Pérez',
    birthDate: '2010-03-01',
    pgRelationshipToStudent: 'Mother',
    pgPrimaryEmail: 'maria@example.com',
    pgPrimaryPhone: '661-555-0135',
  };

  it("takes the student and the parent's e-mail and phone", () => {
    expect(duplicateSubjectOfLelo(lelo)).toEqual({
      kind: 'lelo',
      id: 'l-1',
      charterId: 'ch-2',
      studentFirstName: 'Ana',
      studentLastName: 'Pérez',
      birthDate: '2010-03-01',
      parentEmail: 'maria@example.com',
      parentPhone: '661-555-0135',
    });
  });

  it("has no parent contact for a 'Self 18+' student", () => {
    const subject = duplicateSubjectOfLelo({ ...lelo, pgRelationshipToStudent: 'Self 18+' });
    expect([subject.parentEmail, subject.parentPhone]).toEqual(['', '']);
  });
});

describe('normalisedSubject', () => {
  const subject: DuplicateSubject = {
    kind: 'interest',
    id: 'i-1',
    charterId: ' ch-1 ',
    studentFirstName: 'María José',
    studentLastName: 'García-López',
    birthDate: ' 2012-02-29 ',
    parentEmail: ' Elena@Example.COM ',
    parentPhone: '+1 (661) 555-0101',
  };

  it('compares names by the name rule, e-mails trimmed in lower case, phones by their ten digits', () => {
    expect(normalisedSubject(subject)).toEqual({
      kind: 'interest',
      id: 'i-1',
      charterId: 'ch-1',
      first: 'mariajose',
      last: 'garcialopez',
      birth: '2012-02-29',
      email: 'elena@example.com',
      phone: '6615550101',
    });
  });

  it.each([
    ['an impossible birth date', { birthDate: '2011-02-29' }, 'birth'],
    ['a birth date in another form', { birthDate: '02/01/2012' }, 'birth'],
    ['an e-mail that is no address', { parentEmail: 'none' }, 'email'],
    ['a phone of seven digits', { parentPhone: '555-0101' }, 'phone'],
    ['a name of only punctuation', { studentFirstName: ' .-' }, 'first'],
  ] as const)('reads %s as unknown', (_case, change, field) => {
    expect(normalisedSubject({ ...subject, ...change })[field]).toBe('');
  });
});
