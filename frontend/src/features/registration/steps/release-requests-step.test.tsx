import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, forwardButton, forwardTo, openStep } from './background-step-harness.tsx';
import MigrantEducationStep from './migrant-education-step.tsx';
import ReleaseRequestsStep from './release-requests-step.tsx';

beforeEach(() => window.sessionStorage.clear());

describe('Release Requests step', () => {
  it('asks the three releases in the short flow', async () => {
    await openStep('releaseRequests', ReleaseRequestsStep, 'Release Requests', { variant: 'short' });
    const questions = screen.getAllByRole('radiogroup');
    expect(questions).toHaveLength(3);
    expect(screen.getByRole('radiogroup', { name: /send text messages to the student\?/ })).toBeTruthy();
    expect(
      screen.getByRole('radiogroup', { name: /send text messages to the parent or guardian\?/ }),
    ).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: /Google Apps for Education/ })).toBeTruthy();
    fireEvent.click(forwardButton());
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
  });

  it('asks all six releases in the long flow', async () => {
    await openStep('releaseRequests', ReleaseRequestsStep, 'Release Requests');
    expect(screen.getAllByRole('radiogroup')).toHaveLength(6);
    expect(screen.getByRole('group', { name: 'Please answer each release request.' })).toBeTruthy();
  });
});

describe('Migrant Education step', () => {
  it("shows 'Please fill the all required details' until the question is answered", async () => {
    await openStep('migrantEducation', MigrantEducationStep, 'Migrant Education');
    fireEvent.click(forwardButton());
    expect((await screen.findByTestId('wizard-invalid-message')).textContent).toBe(
      'Please fill the all required details',
    );
    answer(/agricultural or fishing activities\?/, 'No');
    expect(await forwardTo('Release Requests')).toBeTruthy();
  });
});
