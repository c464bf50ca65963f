import { AGE_RANGES, birthDateBounds } from '@enroll/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { birthDateYearsAgo } from '../test-utils/fixtures.ts';
import { answer, banner, change, description, groupError, next, textbox } from '../test-utils/queries.ts';
import { nextSaves, renderLeloStep } from '../test-utils/render-lelo-step.tsx';
import StudentStep from './student-step.tsx';

afterEach(() => vi.unstubAllGlobals());

const REQUIRED = 'Please fill out all required fields';

function fillValid() {
  answer(/^Have you previously enrolled with us\?/, 'Unsure');
  change(textbox(/^First Name/), 'maria');
  change(textbox(/^Last Name/), 'de la cruz');
  answer(/^Gender/, 'Non-Binary');
  change(birthDateInput(), birthDateYearsAgo(15));
  change(textbox(/^Student Email/), 'maria@example.com');
  change(textbox(/^Student Phone/), '6615550134');
  answer(/^Phone Type/, 'Cell');
}

function birthDateInput(): HTMLInputElement {
  const element = screen.getByLabelText(/^Date of Birth/);
  if (!(element instanceof HTMLInputElement)) throw new Error('no birth date input');
  return element;
}

describe('Student Information (2/7)', () => {
  it("requires every field but the middle name: 'Please fill out all required fields'", async () => {
    const view = renderLeloStep(StudentStep, { step: 'student' });
    expect(view.getByRole('heading', { level: 1, name: 'Student Information (2/7)' })).toBeTruthy();
    next();
    expect(await banner()).toBe(REQUIRED);
    for (const question of [/^Have you previously enrolled with us\?/, /^Gender/, /^Phone Type/])
      expect(groupError(question)).toBe(REQUIRED);
    for (const name of [/^First Name/, /^Last Name/, /^Student Email/, /^Student Phone/])
      expect(description(textbox(name))).toBe(REQUIRED);
    expect(description(textbox(/^Middle Name/))).toBe('');
    expect(view.moves).toEqual([]);
  });

  it('offers Yes, No and Unsure, and the genders Female, Male and Non-Binary', () => {
    const view = renderLeloStep(StudentStep, { step: 'student' });
    const labels = (question: RegExp) =>
      Array.from(
        view.getByRole('radiogroup', { name: question }).querySelectorAll('label'),
        (label) => label.textContent,
      );
    expect(labels(/^Have you previously enrolled with us\?/)).toEqual(['Yes', 'No', 'Unsure']);
    expect(labels(/^Gender/)).toEqual(['Female', 'Male', 'Non-Binary']);
    expect(labels(/^Phone Type/)).toEqual(['Cell', 'Home']);
  });

  it('keeps names as typed, formats the phone XXX-XXX-XXXX and moves on when all is valid', async () => {
    const view = renderLeloStep(StudentStep, { step: 'student' });
    fillValid();
    expect(textbox(/^First Name/).value).toBe('maria');
    expect(textbox(/^Last Name/).value).toBe('de la cruz');
    expect(textbox(/^Student Phone/).value).toBe('661-555-0134');
    // No length limit on the phone: a longer text is formatted whole.
    expect(textbox(/^Student Phone/).hasAttribute('maxlength')).toBe(false);
    change(textbox(/^Student Phone/), '+1 (661) 555-0134');
    expect(textbox(/^Student Phone/).value).toBe('661-555-0134');
    expect(textbox(/^First Name/).maxLength).toBe(50);
    await nextSaves(view, 2, {
      hasPreviouslyEnrolled: 'Unsure',
      firstName: 'maria',
      lastName: 'de la cruz',
      gender: 'Non-Binary',
      studentPrimaryPhone: '661-555-0134',
      studentPrimaryPhoneType: 'Cell',
    });
  });

  it('refuses a birth date in the future, and an age outside 1 to 100, each with its message', async () => {
    const view = renderLeloStep(StudentStep, { step: 'student' });
    fillValid();
    const birthDate = birthDateInput();
    expect(birthDate.type).toBe('date');
    expect({ min: birthDate.min, max: birthDate.max }).toEqual({
      min: birthDateBounds(AGE_RANGES.secondaryEnrollment).earliest,
      max: birthDateBounds(AGE_RANGES.secondaryEnrollment).latest,
    });
    change(birthDate, birthDateYearsAgo(-1));
    next();
    await waitFor(() => expect(description(birthDate)).toBe('The date of birth cannot be after today.'));
    const outside = 'The student must be 1 to 100 years old. Please check the date of birth.';
    change(birthDate, birthDateYearsAgo(0));
    await waitFor(() => expect(description(birthDate)).toBe(outside));
    change(birthDate, '1925-01-01');
    await waitFor(() => expect(description(birthDate)).toBe(outside));
    expect(view.moves).toEqual([]);
  });

  it("moves on without a minor's own e-mail and phone, says why they are optional, and asks an adult's", async () => {
    const view = renderLeloStep(StudentStep, { step: 'student' });
    fillValid();
    change(textbox(/^Student Email/), '');
    change(textbox(/^Student Phone/), '');
    expect(textbox(/^Student Email/).required).toBe(false);
    expect(description(textbox(/^Student Phone/))).toBe(
      'Optional under 18: we contact the parent or guardian.',
    );
    next();
    await waitFor(() => expect(view.moves).toEqual([2]));
    change(birthDateInput(), birthDateYearsAgo(18));
    expect(textbox(/^Student Email/).required).toBe(true);
    next();
    await waitFor(() => expect(description(textbox(/^Student Email/))).toBe(REQUIRED));
    expect(description(textbox(/^Student Phone/))).toBe(REQUIRED);
    expect(view.moves).toEqual([2]);
  });

  it("refuses an e-mail and a phone of the wrong shape with the spec's messages", async () => {
    renderLeloStep(StudentStep, { step: 'student' });
    fillValid();
    change(textbox(/^Student Email/), 'maria@');
    change(textbox(/^Student Phone/), '661555');
    next();
    await waitFor(() =>
      expect(description(textbox(/^Student Email/))).toContain('Please provide a valid email address'),
    );
    expect(description(textbox(/^Student Phone/))).toContain(
      'Please provide a valid phone number in the following format XXX-XXX-XXXX',
    );
  });
});
