import { AGE_RANGES, birthDateBounds } from '@enroll/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import StudentInformationStep from './student-information-step.tsx';
import {
  answer,
  birthDateYearsAgo,
  change,
  description,
  input,
  nextButton,
  nextMovesTo,
  optionsOf,
  renderPeopleStep,
  select,
} from './test-utils/render-people-step.tsx';

function dateInput(): HTMLInputElement {
  const element = screen.getByLabelText(/^Birth Date/);
  if (!(element instanceof HTMLInputElement)) throw new Error('no birth date input');
  return element;
}

describe('Student Information step', { timeout: 20_000 }, () => {
  it('shows the suffix text only when the student has a suffix, and clears it on no', () => {
    const { draft } = renderPeopleStep(StudentInformationStep, 'studentInformation', { variant: 'long' });
    expect(screen.queryByRole('textbox', { name: /^Suffix/ })).toBeNull();
    answer(/^Does the student have a suffix\?/, 'Yes');
    change(input(/^Suffix/), 'jr.');
    expect(input(/^Suffix/).value).toBe('jr.');
    answer(/^Does the student have a suffix\?/, 'No');
    expect(screen.queryByRole('textbox', { name: /^Suffix/ })).toBeNull();
    return waitFor(() => expect(draft()).toMatchObject({ haveSuffix: 'no', suffix: '' }));
  });

  it("shows '{name} is {age} years old? If not, select birth date again' once a birth date is chosen", () => {
    renderPeopleStep(StudentInformationStep, 'studentInformation', { variant: 'long' });
    expect(screen.getByTestId('student-age-line').textContent).toBe('');
    change(input(/^Student First Name/), 'Ana');
    expect(input(/^Student First Name/).value).toBe('Ana');
    change(dateInput(), birthDateYearsAgo(16));
    expect(screen.getByText('Ana is 16 years old? If not, select birth date again')).toBeTruthy();
    change(dateInput(), birthDateYearsAgo(19));
    expect(screen.getByTestId('student-age-line').textContent).toBe(
      'Ana is 19 years old? If not, select birth date again',
    );
    // The picker offers the birth dates of ages 4 to 50 only.
    expect({ min: dateInput().min, max: dateInput().max }).toEqual({
      min: birthDateBounds(AGE_RANGES.registration).earliest,
      max: birthDateBounds(AGE_RANGES.registration).latest,
    });
  });

  it('refuses an age outside 4 to 50 (1925) with a message instead of asking about it', async () => {
    const { moves } = renderPeopleStep(StudentInformationStep, 'studentInformation', { variant: 'short' });
    change(input(/^Student First Name/), 'Ana');
    change(dateInput(), '1925-03-01');
    expect(screen.getByTestId('student-age-line').textContent).toBe('');
    await act(async () => {
      fireEvent.click(nextButton());
    });
    await screen.findByText('Please fill out the required fields');
    expect(description(dateInput())).toContain(
      'The student must be 4 to 50 years old. Please check the date of birth.',
    );
    // The check has run (its schema may still be arriving on a first check): the step says so.
    await screen.findByTestId('wizard-invalid-message');
    expect(moves).toEqual([]);
  });

  it('asks birth country and state in the long flow only, and moves on when complete', async () => {
    const short = renderPeopleStep(StudentInformationStep, 'studentInformation', { variant: 'short' });
    expect(screen.queryByRole('combobox', { name: /^Birth Country/ })).toBeNull();
    short.unmount();

    const { moves, draft } = renderPeopleStep(StudentInformationStep, 'studentInformation', {
      variant: 'long',
    });
    expect(optionsOf(/^Birth Country/)[0]).toBe('United States of America');
    const gender = screen.getByRole('radiogroup', { name: /^Gender/ });
    expect(
      within(gender)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Female', 'Male', 'Non-Binary']);
    change(select(/^Birth Country/), 'United States of America');
    expect(optionsOf(/^Birth State/)).toContain('California');
    change(select(/^Birth Country/), 'Mexico');
    expect(input(/^Birth State\/Province/).value).toBe('');

    change(input(/^Student First Name/), 'ana');
    change(input(/^Student Last Name/), 'lopez');
    answer(/^Does the student have a suffix\?/, 'No');
    answer(/^Gender/, 'Non-Binary');
    change(dateInput(), birthDateYearsAgo(16));
    change(select(/^Grade Level/), '10');
    change(input(/^Birth State\/Province/), 'jalisco');
    change(screen.getByRole('textbox', { name: /^Student Email/ }), 'ana@example.com');
    change(screen.getByRole('textbox', { name: /^Student Phone/ }), '16615550134');
    expect(input(/^Student Phone/).value).toBe('661-555-0134');
    answer(/^Student Phone Type/, 'Cell');
    await nextMovesTo(moves, 1);
    expect(draft()).toMatchObject({
      // As typed: nothing re-cases a name or a place.
      firstName: 'ana',
      lastName: 'lopez',
      gender: 'Non-Binary',
      birthCountry: 'Mexico',
      birthState: 'jalisco',
      studentPrimaryPhoneType: 'Cell',
    });
  });

  it("asks a 16-year-old's own e-mail and phone as optional (the parent is the contact), an 18-year-old's as required", async () => {
    const { moves } = renderPeopleStep(StudentInformationStep, 'studentInformation', { variant: 'short' });
    const email = () => input(/^Student Email/);
    const phone = () => input(/^Student Phone/);
    change(dateInput(), birthDateYearsAgo(16));
    expect([email().required, phone().required]).toEqual([false, false]);
    expect(description(email())).toContain('Optional under 18: we contact the parent or guardian.');
    change(input(/^Student First Name/), 'Ana');
    change(input(/^Student Last Name/), 'Lopez');
    answer(/^Gender/, 'Female');
    change(select(/^Grade Level/), '10');
    await nextMovesTo(moves, 1);
    change(dateInput(), birthDateYearsAgo(18));
    expect([email().required, phone().required]).toEqual([true, true]);
    expect(description(email())).not.toContain('Optional under 18');
  });

  it('limits names to 50 characters', () => {
    renderPeopleStep(StudentInformationStep, 'studentInformation', { variant: 'short' });
    for (const name of [/^Student First Name/, /^Student Middle Name/, /^Student Last Name/])
      expect(input(name).maxLength).toBe(50);
  });
});
