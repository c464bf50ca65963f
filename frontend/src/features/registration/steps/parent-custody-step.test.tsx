import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answer,
  fieldValue,
  forwardButton,
  messageOf,
  openStep,
  question,
  typeInto,
} from './background-step-harness.tsx';
import ParentCustodyStep from './parent-custody-step.tsx';

const CUSTODY = /^Are there any custody issues concerning the student\?/;
const CUSTODY_NOTES = /^Custody issue notes/;
const RESTRICTIONS = /^Are there legal restrictions for any parent or guardian\?/;
const RESTRICTION_NOTES = /^Legal restriction notes/;

beforeEach(() => window.sessionStorage.clear());

describe('Parent Custody Information step', () => {
  it('shows each notes field (4 rows) only on yes, kept as typed', async () => {
    await openStep('parentCustody', ParentCustodyStep, 'Parent Custody Information', { variant: 'short' });
    expect(screen.queryByLabelText(CUSTODY_NOTES)).toBeNull();
    expect(screen.queryByLabelText(RESTRICTION_NOTES)).toBeNull();

    answer(CUSTODY, 'Yes');
    const notes = screen.getByLabelText(CUSTODY_NOTES);
    expect(notes.tagName).toBe('TEXTAREA');
    expect(notes.getAttribute('rows')).toBe('4');
    typeInto(CUSTODY_NOTES, 'shared custody');
    expect(fieldValue(CUSTODY_NOTES)).toBe('shared custody');
    expect(screen.queryByLabelText(RESTRICTION_NOTES)).toBeNull();

    answer(RESTRICTIONS, 'Yes');
    expect(screen.getByLabelText(RESTRICTION_NOTES)).toBeTruthy();
    answer(CUSTODY, 'No');
    expect(screen.queryByLabelText(CUSTODY_NOTES)).toBeNull();
  });

  it('shows its required messages and red borders only after a submit attempt', async () => {
    await openStep('parentCustody', ParentCustodyStep, 'Parent Custody Information', { variant: 'short' });
    answer(CUSTODY, 'Yes');
    fireEvent.blur(screen.getByLabelText(CUSTODY_NOTES));
    expect(screen.queryByText('This field is required.')).toBeNull();
    expect(question(RESTRICTIONS).getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByTestId('wizard-invalid-message')).toBeNull();

    fireEvent.click(forwardButton());
    expect((await screen.findByTestId('wizard-invalid-message')).textContent).toBe(
      'Please fill out the required fields',
    );
    expect(messageOf(screen.getByLabelText(CUSTODY_NOTES))).toContain('This field is required.');
    expect(question(RESTRICTIONS).getAttribute('aria-invalid')).toBe('true');
  });
});
