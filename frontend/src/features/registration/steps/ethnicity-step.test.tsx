import { RACES } from '@enroll/domain';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answer,
  choose,
  fieldValue,
  forwardButton,
  renderStep,
  typeInto,
} from './background-step-harness.tsx';
import EthnicityStep from './ethnicity-step.tsx';
import HomeSurveyStep from './home-survey-step.tsx';
import PreviousSchoolStep from './previous-school-step.tsx';

beforeEach(() => window.sessionStorage.clear());

describe('Ethnicity step', () => {
  it('asks the Hispanic question and the race list, both required', async () => {
    renderStep('ethnicity', EthnicityStep);
    await screen.findByRole('heading', { name: 'Ethnicity' });
    const races = screen.getByLabelText<HTMLSelectElement>(/^Primary race category/);
    expect(races.options).toHaveLength(RACES.length + 1);
    fireEvent.click(forwardButton());
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    answer(/^Is the student Hispanic or Latino\?/, 'No');
    choose(/^Primary race category/, 'White');
    fireEvent.click(forwardButton());
    expect(await screen.findByRole('heading', { name: 'Previous School Information' })).toBeTruthy();
  });
});

describe('Previous School Information step', () => {
  it('needs only the school name in the short flow, kept as typed', async () => {
    renderStep('previousSchool', PreviousSchoolStep, { variant: 'short' });
    await screen.findByRole('heading', { name: 'Previous School Information' });
    typeInto(/^Previous school name/, 'lincoln high');
    expect(fieldValue(/^Previous school name/)).toBe('lincoln high');
    fireEvent.click(forwardButton());
    expect(await screen.findByRole('heading', { name: 'Primary Language' })).toBeTruthy();
  });

  it('needs name, city and state in the long flow', async () => {
    renderStep('previousSchool', PreviousSchoolStep);
    await screen.findByRole('heading', { name: 'Previous School Information' });
    typeInto(/^Previous school name/, 'Lincoln High');
    fireEvent.click(forwardButton());
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
  });
});

describe('Home Survey step', () => {
  it('requires computer and internet access answers', async () => {
    renderStep('homeSurvey', HomeSurveyStep);
    await screen.findByRole('heading', { name: 'Home Survey' });
    fireEvent.click(forwardButton());
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    answer(/^Does the student have access to a computer at home\?/, 'Yes');
    answer(/^Does the student have access to the internet at home\?/, 'No');
    fireEvent.click(forwardButton());
    expect(await screen.findByRole('heading', { name: 'Health Conditions' })).toBeTruthy();
  });
});
