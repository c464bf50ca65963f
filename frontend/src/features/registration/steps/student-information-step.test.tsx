import { businessToday } from '@enroll/domain';
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
  optionsOf,
  renderPeopleStep,
  select,
} from './test-utils/render-people-step.tsx';

function dateInput(): HTMLInputElement {
  const element = screen.getByLabelText(/^Birth Date/);
  if (!(element instanceof HTMLInputElement)) throw new Error('no birth date input');
  return element;
}

/** A date a few months back: the student would be 0 years old. */
function monthsAgo(months: number): string {
  const date = new Date();
  date.setDate(1);
  date.setMonth(date.getMonth() - months);
  return businessToday(date);
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
    expect(dateInput().max).toBe(businessToday());
  });

  it('does not move on with an age under 1 and says why under the birth date', async () => {
    const { moves } = renderPeopleStep(StudentInformationStep, 'studentInformation', { variant: 'short' });
    change(dateInput(), monthsAgo(3));
    expect(screen.getByTestId('student-age-line').textContent).toBe(
      'The student is 0 years old? If not, select birth date again',
    );
    await act(async () => {
      fireEvent.click(nextButton());
    });
    await screen.findByText('Please fill out the required fields');
    expect(description(dateInput())).toContain('Invalid age: the student must be at least 1 year old.');
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
    await act(async () => {
      fireEvent.click(nextButton());
    });
    await waitFor(() => expect(moves).toEqual([1]));
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

  it('limits names to 50 characters', () => {
    renderPeopleStep(StudentInformationStep, 'studentInformation', { variant: 'short' });
    for (const name of [/^Student First Name/, /^Student Middle Name/, /^Student Last Name/])
      expect(input(name).maxLength).toBe(50);
  });
});
