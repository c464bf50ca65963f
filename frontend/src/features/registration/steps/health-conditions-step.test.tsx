import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answer,
  forwardButton,
  forwardTo,
  messageOf,
  openStep,
  question,
} from './background-step-harness.tsx';
import HealthConditionsStep from './health-conditions-step.tsx';

const HEALTH = /^Does the student have any known health conditions\?/;
const HEARING = /^Does the student have any known hearing conditions\?/;
const HEARING_AID = /^Does the student wear a hearing aid\?/;
const EYE = /^Does the student have any known eye conditions\?/;
const SUB_QUESTIONS = [
  /^Asthma/,
  /^Bee sting allergy/,
  /^Diabetes/,
  /^Epilepsy/,
  /^Heart condition/,
  /^Seizures/,
  /^Nut allergy/,
];

beforeEach(() => window.sessionStorage.clear());

function isShown(name: RegExp): boolean {
  return screen.queryByRole('radiogroup', { name }) !== null;
}

describe('Health Conditions step', () => {
  it('shows the condition sub-questions and health notes only on known health conditions yes', async () => {
    await openStep('healthConditions', HealthConditionsStep, 'Health Conditions');
    expect(SUB_QUESTIONS.some(isShown)).toBe(false);
    expect(screen.queryByLabelText(/^Medications/)).toBeNull();

    answer(HEALTH, 'Yes');
    expect(SUB_QUESTIONS.every(isShown)).toBe(true);
    expect(
      screen.getByRole('group', { name: 'Does the student have any of these conditions?' }),
    ).toBeTruthy();
    expect(screen.getByLabelText(/^Medications/)).toBeTruthy();
    expect(screen.getByLabelText(/^Other health conditions/)).toBeTruthy();
    expect(screen.getByLabelText(/^Medical instructions/)).toBeTruthy();
    answer(/^Asthma/, 'Yes');

    answer(HEALTH, 'No');
    expect(SUB_QUESTIONS.some(isShown)).toBe(false);
    answer(HEALTH, 'Yes');
    const asthma = within(question(/^Asthma/)).getAllByRole<HTMLInputElement>('radio');
    expect(asthma.some((radio) => radio.checked)).toBe(false);
  });

  it('shows the hearing aid question only with hearing conditions yes', async () => {
    await openStep('healthConditions', HealthConditionsStep, 'Health Conditions');
    expect(isShown(HEARING_AID)).toBe(false);
    answer(HEARING, 'Yes');
    expect(isShown(HEARING_AID)).toBe(true);
    answer(HEARING, 'No');
    expect(isShown(HEARING_AID)).toBe(false);
  });

  it('shows the glasses questions only with eye condition yes', async () => {
    await openStep('healthConditions', HealthConditionsStep, 'Health Conditions');
    const glasses = [
      /^Are glasses to be worn at all times\?/,
      /^Does the student wear contact lenses\?/,
      /^Does the student wear glasses\?/,
    ];
    expect(glasses.some(isShown)).toBe(false);
    answer(EYE, 'Yes');
    expect(glasses.every(isShown)).toBe(true);
  });

  it('requires the three questions and the hearing aid on hearing yes; the rest is optional', async () => {
    await openStep('healthConditions', HealthConditionsStep, 'Health Conditions');
    expect(screen.getByLabelText(/^Health insurance carrier/)).toBeTruthy();
    fireEvent.click(forwardButton());
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);

    answer(HEALTH, 'Yes');
    answer(HEARING, 'Yes');
    answer(EYE, 'Yes');
    fireEvent.click(forwardButton());
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(1));
    expect(messageOf(question(HEARING_AID))).toBe('This field is required.');
    answer(HEARING_AID, 'No');
    expect(await forwardTo('Parent Custody Information')).toBeTruthy();
  });
});
