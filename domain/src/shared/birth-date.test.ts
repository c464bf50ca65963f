import { describe, expect, it } from 'vitest';
import { validationMessagesEn } from '../messages/en.ts';
import { validationMessagesEs } from '../messages/es.ts';
import {
  AGE_RANGES,
  ageOn,
  ageText,
  birthDateBounds,
  birthDateProblem,
  isAdultAge,
  isAdultOn,
  latestAdultBirthDate,
  parseIsoDate,
} from './birth-date.ts';
import { birthDateField } from './birth-date-field.ts';
import { requiresStudentContact } from './student-contact.ts';
import { addDaysIso } from './today-in-zone.ts';

const TODAY = '2026-06-15';

describe('ageOn', () => {
  it('counts whole years, minus one before this year’s birthday', () => {
    expect(ageOn('2010-06-15', '2026-06-14')).toBe(15);
    expect(ageOn('2010-06-15', '2026-06-15')).toBe(16);
    expect(ageOn('2010-06-15', '2026-12-31')).toBe(16);
  });
  it('handles 29 February', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
  it('is negative for a future date and null for an invalid one', () => {
    expect(ageOn('2030-01-01', '2026-01-01')).toBe(-4);
    expect(ageOn('2026-02-30', '2026-03-01')).toBeNull();
    expect(ageOn('not a date', '2026-03-01')).toBeNull();
    expect(parseIsoDate('2026-13-01')).toBeNull();
  });
});

describe('the adult rule', () => {
  it('is 18 on the day: 17 the day before the 18th birthday, 18 on it', () => {
    expect(isAdultOn('2008-06-16', TODAY)).toBe(false);
    expect(isAdultOn('2008-06-15', TODAY)).toBe(true);
    expect(isAdultAge(17)).toBe(false);
    expect(isAdultAge(18)).toBe(true);
    expect(isAdultAge(null)).toBe(false);
    expect(isAdultOn('', TODAY)).toBe(false);
  });

  it('writes an unknown age as nothing in a list, a known one as whole years', () => {
    expect(ageText(ageOn('not a date', TODAY))).toBe('');
    expect(ageText(ageOn('2008-06-15', TODAY))).toBe('18');
  });

  it('gives the lists the latest adult birth date, agreeing with isAdultOn every day of a leap year', () => {
    for (let day = '2028-01-01'; day <= '2028-12-31'; day = addDaysIso(day, 1)) {
      const cutoff = latestAdultBirthDate(day);
      expect(isAdultOn(cutoff, day), day).toBe(true);
      expect(isAdultOn(addDaysIso(cutoff, 1), day), day).toBe(false);
    }
    expect(latestAdultBirthDate('2024-02-29')).toBe('2006-02-28');
  });

  it('asks a minor for no own e-mail and phone (the parent is the contact), an adult for both', () => {
    expect(requiresStudentContact(ageOn('2010-03-01', TODAY))).toBe(false);
    expect(requiresStudentContact(ageOn('2008-06-16', TODAY))).toBe(false);
    expect(requiresStudentContact(ageOn('2008-06-15', TODAY))).toBe(true);
    expect(requiresStudentContact(null)).toBe(true);
  });
});

describe('birthDateProblem', () => {
  const { interest, registration, secondaryEnrollment } = AGE_RANGES;

  it('gives every form the same message for a non-date and for a future date', () => {
    for (const range of [interest, registration, secondaryEnrollment]) {
      expect(birthDateProblem('2010-02-30', range, TODAY)).toBe('birthDate.invalid');
      expect(birthDateProblem('06/15/2010', range, TODAY)).toBe('birthDate.invalid');
      expect(birthDateProblem('2026-06-16', range, TODAY)).toBe('birthDate.future');
      expect(birthDateProblem('2099-01-01', range, TODAY)).toBe('birthDate.future');
    }
  });

  it('refuses today (age 0) as outside every range', () => {
    expect(birthDateProblem(TODAY, interest, TODAY)).toBe('birthDate.range.4to50');
    expect(birthDateProblem(TODAY, registration, TODAY)).toBe('birthDate.range.4to50');
    expect(birthDateProblem(TODAY, secondaryEnrollment, TODAY)).toBe('birthDate.range.1to100');
  });

  it('takes 17- and 18-year-olds on every form', () => {
    for (const range of [interest, registration, secondaryEnrollment]) {
      expect(birthDateProblem('2008-06-16', range, TODAY)).toBeNull();
      expect(birthDateProblem('2008-06-15', range, TODAY)).toBeNull();
    }
  });

  it('refuses 1925 everywhere with the form’s range message', () => {
    expect(birthDateProblem('1925-01-01', interest, TODAY)).toBe('birthDate.range.4to50');
    expect(birthDateProblem('1925-01-01', registration, TODAY)).toBe('birthDate.range.4to50');
    expect(birthDateProblem('1925-01-01', secondaryEnrollment, TODAY)).toBe('birthDate.range.1to100');
  });

  it('includes both ends of a range', () => {
    expect(birthDateProblem('2022-06-15', interest, TODAY)).toBeNull();
    expect(birthDateProblem('2022-06-16', interest, TODAY)).toBe('birthDate.range.4to50');
    expect(birthDateProblem('1975-06-16', interest, TODAY)).toBeNull();
    expect(birthDateProblem('1975-06-15', interest, TODAY)).toBe('birthDate.range.4to50');
    expect(birthDateProblem('2025-06-15', secondaryEnrollment, TODAY)).toBeNull();
    expect(birthDateProblem('1925-06-16', secondaryEnrollment, TODAY)).toBeNull();
    expect(birthDateProblem('1925-06-15', secondaryEnrollment, TODAY)).toBe('birthDate.range.1to100');
  });

  it('names each range’s ends in its English and Spanish message', () => {
    for (const range of Object.values(AGE_RANGES)) {
      for (const text of [validationMessagesEn[range.message], validationMessagesEs[range.message]]) {
        expect(text).toContain(` ${range.min} `);
        expect(text).toContain(` ${range.max} `);
      }
    }
  });

  it('offers a date picker exactly the dates the range takes', () => {
    for (const today of [TODAY, '2024-02-29', '2025-02-28', '2025-03-01']) {
      for (const range of Object.values(AGE_RANGES)) {
        const { earliest, latest } = birthDateBounds(range, today);
        expect(birthDateProblem(earliest, range, today), `${today} ${earliest}`).toBeNull();
        expect(birthDateProblem(latest, range, today), `${today} ${latest}`).toBeNull();
        expect(birthDateProblem(addDaysIso(earliest, -1), range, today)).toBe(range.message);
        expect(birthDateProblem(addDaysIso(latest, 1), range, today)).toBe(range.message);
      }
    }
  });
});

describe('birthDateField', () => {
  const field = birthDateField(AGE_RANGES.interest, { missing: 'interest.birthDate.required', today: TODAY });
  const messages = (value: unknown) => field.safeParse(value).error?.issues.map((issue) => issue.message);

  it('keeps a birth date the form takes, trimmed', () => {
    expect(field.parse(' 2010-03-01 ')).toBe('2010-03-01');
  });

  it('refuses with one message each: missing, not a date, future, out of range', () => {
    expect(messages(undefined)).toEqual(['interest.birthDate.required']);
    expect(messages('')).toEqual(['interest.birthDate.required']);
    expect(messages('2010-13-01')).toEqual(['birthDate.invalid']);
    expect(messages('2026-06-16')).toEqual(['birthDate.future']);
    expect(messages('1925-01-01')).toEqual(['birthDate.range.4to50']);
    expect(messages(TODAY)).toEqual(['birthDate.range.4to50']);
  });
});
