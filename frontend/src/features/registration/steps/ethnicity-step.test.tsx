import { RACES } from '@enroll/domain';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answer,
  choose,
  fieldValue,
  forwardButton,
  forwardTo,
  openStep,
  typeInto,
} from './background-step-harness.tsx';
import EthnicityStep from './ethnicity-step.tsx';
import HomeSurveyStep from './home-survey-step.tsx';
import PreviousSchoolStep from './previous-school-step.tsx';

beforeEach(() => window.sessionStorage.clear());

describe('Ethnicity step', () => {
  it('asks the Hispanic question and the race list, both required', async () => {
    await openStep('ethnicity', EthnicityStep, 'Ethnicity');
    const races = screen.getByLabelText<HTMLSelectElement>(/^Primary race category/);
    expect(races.options).toHaveLength(RACES.length + 1);
    fireEvent.click(forwardButton());
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    answer(/^Is the student Hispanic or Latino\?/, 'No');
    choose(/^Primary race category/, 'White');
    expect(await forwardTo('Previous School Information')).toBeTruthy();
  });
});

describe('Previous School Information step', () => {
  it('needs only the school name in the short flow, kept as typed', async () => {
    await openStep('previousSchool', PreviousSchoolStep, 'Previous School Information', { variant: 'short' });
    typeInto(/^Previous school name/, 'lincoln high');
    expect(fieldValue(/^Previous school name/)).toBe('lincoln high');
    expect(await forwardTo('Primary Language')).toBeTruthy();
  });

  it('needs name, city and state in the long flow', async () => {
    await openStep('previousSchool', PreviousSchoolStep, 'Previous School Information');
    typeInto(/^Previous school name/, 'Lincoln High');
    fireEvent.click(forwardButton());
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
  });
});

describe('Home Survey step', () => {
  it('requires computer and internet access answers', async () => {
    await openStep('homeSurvey', HomeSurveyStep, 'Home Survey');
    fireEvent.click(forwardButton());
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    answer(/^Does the student have access to a computer at home\?/, 'Yes');
    answer(/^Does the student have access to the internet at home\?/, 'No');
    expect(await forwardTo('Health Conditions')).toBeTruthy();
  });
});
