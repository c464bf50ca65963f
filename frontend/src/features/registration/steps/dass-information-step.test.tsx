import { DASS_QUESTIONS } from '@enroll/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answer,
  fieldValue,
  forwardButton,
  forwardTo,
  openStep,
  question,
  renderStep,
  typeInto,
} from './background-step-harness.tsx';
import DassInformationStep from './dass-information-step.tsx';

const EXPELLED = /^Has the student ever been expelled\?/;
const EXPELLED_SCHOOL = /^Which school was the student expelled from\?/;
const EXPELLED_YEAR = /^What year was the student expelled\?/;

beforeEach(() => window.sessionStorage.clear());

describe('DASS Information step', () => {
  it('asks every DASS question as yes/no, with the wording thresholds', async () => {
    await openStep('dassInformation', DassInformationStep, 'DASS Information');
    expect(screen.getAllByRole('radiogroup')).toHaveLength(DASS_QUESTIONS.length);
    for (const text of [
      /more than 10 days/,
      /more than 3 unexcused absences/,
      /30 minutes or more late to school 3 or more times/,
      /45 days or more/,
      /more than 2 schools in the past year/,
      /retained more than once in grades K-8/,
    ])
      expect(question(text)).toBeTruthy();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });

  it('shows the school and year follow-ups only on yes, and clears them on no', async () => {
    await openStep('dassInformation', DassInformationStep, 'DASS Information');
    expect(screen.queryByLabelText(EXPELLED_SCHOOL)).toBeNull();

    answer(EXPELLED, 'Yes');
    typeInto(EXPELLED_SCHOOL, 'lincoln high');
    typeInto(EXPELLED_YEAR, '2023-2024');
    // Kept as typed: nothing re-cases the school's name.
    expect(fieldValue(EXPELLED_SCHOOL)).toBe('lincoln high');
    expect(fieldValue(EXPELLED_YEAR)).toBe('2023-2024');

    answer(EXPELLED, 'No');
    expect(screen.queryByLabelText(EXPELLED_SCHOOL)).toBeNull();
    expect(screen.queryByLabelText(EXPELLED_YEAR)).toBeNull();
    answer(EXPELLED, 'Yes');
    expect(fieldValue(EXPELLED_SCHOOL)).toBe('');
  });

  it('shows the follow-ups of a yes kept in the draft (back and forward)', async () => {
    renderStep('dassInformation', DassInformationStep, {
      draft: {
        droppedOutOfSchool: 'yes',
        droppedOutFromWhichSchool: 'Lincoln High',
        droppedOutFromWhatYear: '2022',
      },
    });
    await screen.findByRole('heading', { name: 'DASS Information' });
    expect(fieldValue(/^Which school did the student drop out of\?/)).toBe('Lincoln High');
    expect(fieldValue(/^What year did the student drop out\?/)).toBe('2022');
  });

  it('has follow-ups exactly where the DASS data has them', { timeout: 30_000 }, async () => {
    await openStep('dassInformation', DassInformationStep, 'DASS Information');
    // The questions in the data's order, each found once (naming every group again for each question is
    // what made this test slow).
    const groups = screen.getAllByRole('radiogroup');
    DASS_QUESTIONS.forEach(({ question: text, followUp }, index) => {
      const group = groups[index];
      if (!group) throw new Error(`no group for ${text}`);
      const label = document.getElementById(group.getAttribute('aria-labelledby') ?? '');
      expect(label?.textContent).toContain(text);
      fireEvent.click(within(group).getByRole('radio', { name: 'Yes' }));
      expect(screen.queryAllByRole('textbox')).toHaveLength(followUp ? 2 : 0);
      fireEvent.click(within(group).getByRole('radio', { name: 'No' }));
    });
  });

  it('requires every answer, and school and year on yes', { timeout: 30_000 }, async () => {
    await openStep('dassInformation', DassInformationStep, 'DASS Information');
    for (const group of screen.getAllByRole('radiogroup')) {
      fireEvent.click(within(group).getByRole('radio', { name: 'No' }));
    }
    answer(EXPELLED, 'Yes');
    fireEvent.click(forwardButton());
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(2));

    typeInto(EXPELLED_SCHOOL, 'Lincoln High');
    typeInto(EXPELLED_YEAR, '2023');
    expect(await forwardTo('Home Survey')).toBeTruthy();
  });
});
