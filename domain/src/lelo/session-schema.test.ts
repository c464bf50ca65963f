import { describe, expect, it } from 'vitest';
import { validationMessagesEn } from '../messages/en.ts';
import { permalinkToStore, staffSessionOf } from './session-admin.ts';
import { derivePermalink, isSessionNameTaken, sessionSchema } from './session-schema.ts';

const valid = {
  name: 'Summer 2026',
  status: 'Active',
  schoolYear: '2025-2026',
  permalink: 'summer-2026',
  enrollmentStart: '2026-05-01',
  enrollmentEnd: '2026-06-15',
  schoolYearStartDate: '2026-06-20',
  schoolYearEndDate: '2026-08-01',
};

function messagesFor(values: Record<string, unknown>): Record<string, string> {
  const result = sessionSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [
      issue.path.join('.'),
      (validationMessagesEn as Record<string, string>)[issue.message] ?? issue.message,
    ]),
  );
}

describe('sessionSchema', () => {
  it('accepts a valid session and defaults the status to Active', () => {
    expect(messagesFor(valid)).toEqual({});
    const { status: _status, ...noStatus } = valid;
    expect(sessionSchema.parse(noStatus).status).toBe('Active');
  });
  it('keeps an optional Spanish name, trimmed and without slashes like the name', () => {
    expect(sessionSchema.parse(valid).nameEs).toBe('');
    expect(sessionSchema.parse({ ...valid, nameEs: '  Verano/2026 ' }).nameEs).toBe('Verano2026');
    expect(messagesFor({ ...valid, nameEs: 12 })).toEqual({ nameEs: validationMessagesEn.required });
  });
  it('checks the school year format and range', () => {
    expect(messagesFor({ ...valid, schoolYear: '2025/26' })).toEqual({
      schoolYear: 'School Year must be in the format yyyy-yyyy',
    });
    expect(messagesFor({ ...valid, schoolYear: '2026-2026' })).toEqual({
      schoolYear: 'Invalid school year range. Start year must be earlier than end year.',
    });
  });
  it('wants each start date strictly before its end date', () => {
    expect(messagesFor({ ...valid, enrollmentEnd: '2026-05-01' })).toEqual({
      enrollmentEnd: 'Enrollment Start Date must be earlier than Enrollment End Date',
    });
    expect(messagesFor({ ...valid, schoolYearEndDate: '2026-06-01' })).toEqual({
      schoolYearEndDate: 'School Year Start Date must be earlier than School Year End Date',
    });
  });
  it('requires every field and limits the permalink to 80', () => {
    expect(Object.keys(messagesFor({}))).toEqual(
      expect.arrayContaining(['name', 'schoolYear', 'permalink', 'enrollmentStart', 'schoolYearEndDate']),
    );
    expect(messagesFor({ ...valid, permalink: 'a'.repeat(81) })).toEqual({
      permalink: 'Must be 80 characters or fewer.',
    });
  });
  it('says only that an empty or missing field is required', () => {
    const required = validationMessagesEn.required;
    expect(
      messagesFor({ ...valid, name: ' ', schoolYear: '', enrollmentStart: '', schoolYearEndDate: '' }),
    ).toEqual({
      name: required,
      schoolYear: required,
      enrollmentStart: required,
      schoolYearEndDate: required,
    });
    expect(messagesFor({ status: 'Active' })).toEqual({
      name: required,
      schoolYear: required,
      permalink: required,
      enrollmentStart: required,
      enrollmentEnd: required,
      schoolYearStartDate: required,
      schoolYearEndDate: required,
    });
  });
  it('refuses an impossible date and a status other than Active or Inactive', () => {
    expect(messagesFor({ ...valid, enrollmentStart: '2026-02-30', status: 'Open' })).toEqual({
      enrollmentStart: 'Please provide a valid date.',
      status: 'Please choose Active or Inactive.',
    });
  });
  it('removes slashes from the name and the permalink', () => {
    const parsed = sessionSchema.parse({ ...valid, name: 'Summer/Fall\\ 2026', permalink: 'summer/2026' });
    expect(parsed.name).toBe('SummerFall 2026');
    expect(parsed.permalink).toBe('summer2026');
  });
});

describe('derivePermalink', () => {
  it('lowercases, turns spaces into hyphens and drops the rest', () => {
    expect(derivePermalink('Summer 2026 Intersession!')).toBe('summer-2026-intersession');
    expect(derivePermalink('A/B\\C é_x')).toBe('abc-x');
    expect(derivePermalink('x'.repeat(100))).toHaveLength(80);
  });
});

describe('isSessionNameTaken', () => {
  it('compares case-insensitively', () => {
    expect(isSessionNameTaken('summer 2026', [{ name: 'Summer 2026' }])).toBe(true);
    expect(isSessionNameTaken('Fall 2026', [{ name: 'Summer 2026' }])).toBe(false);
  });
});

describe('permalinkToStore', () => {
  it('follows the name when the session is created, then keeps the stored permalink', () => {
    expect(permalinkToStore('fall-2027', null)).toBe('fall-2027');
    expect(permalinkToStore('fall-2027', { permalink: 'summer-2027' })).toBe('summer-2027');
  });
});

describe('staffSessionOf', () => {
  it('answers the stored session with `_id`', () => {
    const record = { ...valid, status: 'Active' as const, id: 's1', createdAt: 'c', updatedAt: 'u' };
    expect(staffSessionOf(record)).toEqual({
      _id: 's1',
      name: valid.name,
      nameEs: '',
      permalink: valid.permalink,
      status: 'Active',
      schoolYear: valid.schoolYear,
      enrollmentStart: valid.enrollmentStart,
      enrollmentEnd: valid.enrollmentEnd,
      schoolYearStartDate: valid.schoolYearStartDate,
      schoolYearEndDate: valid.schoolYearEndDate,
      createdAt: 'c',
      updatedAt: 'u',
    });
  });
});
