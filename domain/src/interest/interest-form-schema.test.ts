import { describe, expect, it } from 'vitest';
import { validationMessagesEn } from '../messages/en.ts';
import { interestFormSchema } from './interest-form-schema.ts';
import { needsParentInformation } from './interest-parent.ts';

function yearsAgo(years: number, today = new Date()): string {
  const date = new Date(today);
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() - 1);
  return date.toISOString().slice(0, 10);
}

const valid = {
  studentFirstName: 'Ana',
  studentLastName: 'Lopez',
  birthDate: yearsAgo(15),
  parentRelationship: 'Guardian',
  parentFirstName: 'Maria',
  parentLastName: 'Lopez',
  primaryEmail: 'maria@example.com',
  phone: '661-555-0134',
  zipCode: '93534',
};

function messagesFor(values: Record<string, unknown>): Record<string, string> {
  const result = interestFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('interestFormSchema', () => {
  it('accepts a complete minor’s request', () => {
    expect(interestFormSchema.safeParse(valid).success).toBe(true);
  });
  it('needs the parent only under 18', () => {
    expect(messagesFor({ ...valid, parentFirstName: '' })).toEqual({ parentFirstName: 'required' });
    expect(
      messagesFor({
        ...valid,
        birthDate: yearsAgo(18),
        parentRelationship: '',
        parentFirstName: '',
        parentLastName: '',
      }),
    ).toEqual({});
  });
  it.each([
    [3, 'birthDate.range.4to50'],
    [4, undefined],
    [50, undefined],
    [51, 'birthDate.range.4to50'],
    [101, 'birthDate.range.4to50'],
    [-1, 'birthDate.future'],
  ])('age %i gives %s', (age, key) => {
    expect(messagesFor({ ...valid, birthDate: yearsAgo(age) }).birthDate).toBe(key);
  });
  it('has the exact texts for the field messages', () => {
    const messages = messagesFor({
      ...valid,
      birthDate: '',
      primaryEmail: 'x@',
      phone: '123',
      zipCode: '12',
    });
    expect(validationMessagesEn[messages.birthDate as 'interest.birthDate.required']).toBe(
      'Please Provide a Valid Date of Birth',
    );
    expect(messages.primaryEmail).toBe('email.invalid');
    expect(messages.phone).toBe('interest.phone.invalid');
    expect(messages.zipCode).toBe('interest.zip.invalid');
  });
  it('refuses names over 50 characters and unknown relationships', () => {
    expect(messagesFor({ ...valid, studentFirstName: 'a'.repeat(51) }).studentFirstName).toBe('name.max');
    expect(messagesFor({ ...valid, parentRelationship: 'Uncle' }).parentRelationship).toBeDefined();
  });
});

describe('needsParentInformation', () => {
  it('is true only for a birth date with 4 ≤ age < 18', () => {
    expect(needsParentInformation('')).toBe(false);
    expect(needsParentInformation(yearsAgo(3))).toBe(false);
    expect(needsParentInformation(yearsAgo(4))).toBe(true);
    expect(needsParentInformation(yearsAgo(17))).toBe(true);
    expect(needsParentInformation(yearsAgo(18))).toBe(false);
  });
});
