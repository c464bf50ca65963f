import { HOME_LANGUAGE_FIELDS } from '@enroll/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { registrationBackgroundEn } from '../../../components/registration-sections/i18n/en-background.ts';
import { choose, fieldValue, forwardButton, forwardTo, openStep } from './background-step-harness.tsx';
import HomeLanguageSurveyStep from './home-language-survey-step.tsx';
import PrimaryLanguageStep from './primary-language-step.tsx';

const LABELS = HOME_LANGUAGE_FIELDS.map(
  (field) => new RegExp(`^${registrationBackgroundEn.homeLanguageSurvey[field].replace(/[?()]/g, '\\$&')}`),
);

beforeEach(() => window.sessionStorage.clear());

describe('Home Language Survey step', () => {
  it("fills the four answers with English at once on 'Set all to English'", async () => {
    await openStep('homeLanguageSurvey', HomeLanguageSurveyStep, 'Home Language Survey', {
      draft: { homeLanguage: 'Spanish' },
    });
    expect(LABELS.map(fieldValue)).toEqual(['', 'Spanish', '', '']);

    fireEvent.click(screen.getByRole('button', { name: 'Set all to English' }));

    expect(LABELS.map(fieldValue)).toEqual(['English', 'English', 'English', 'English']);
    expect(screen.getByText('All four answers are set to English.')).toBeTruthy();
  });

  it('requires all four answers, and clears their errors when set to English', async () => {
    await openStep('homeLanguageSurvey', HomeLanguageSurveyStep, 'Home Language Survey');
    fireEvent.click(forwardButton());
    expect(await screen.findByTestId('wizard-invalid-message')).toBeTruthy();
    expect(screen.getAllByText('This field is required.')).toHaveLength(4);

    fireEvent.click(screen.getByRole('button', { name: 'Set all to English' }));
    await waitFor(() => expect(screen.queryAllByText('This field is required.')).toHaveLength(0));

    expect(await forwardTo('Migrant Education')).toBeTruthy();
  });
});

describe('Primary Language step', () => {
  it('offers the language list and is required', async () => {
    await openStep('primaryLanguage', PrimaryLanguageStep, 'Primary Language', { variant: 'short' });
    const select = screen.getByLabelText(/^What is the student's primary language\?/);
    expect(select.querySelectorAll('option').length).toBeGreaterThan(60);
    fireEvent.click(forwardButton());
    expect(await screen.findByText('This field is required.')).toBeTruthy();
  });

  it('fills the four home-language answers when English is chosen', async () => {
    await openStep('primaryLanguage', PrimaryLanguageStep, 'Primary Language');
    choose(/^What is the student's primary language\?/, 'English');
    fireEvent.click(forwardButton());
    await screen.findByRole('heading', { name: 'Home Language Survey' });
    const saved = JSON.parse(window.sessionStorage.getItem('registration-test') ?? '{}');
    expect(HOME_LANGUAGE_FIELDS.map((field) => saved.draft?.[field])).toEqual([
      'English',
      'English',
      'English',
      'English',
    ]);
  });
});
