import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonReply } from '../../test/mock-api.ts';
import { CENTERS, LELO_CONFIRMATION, PERMALINK } from './test-utils/fixtures.ts';
import { textbox } from './test-utils/queries.ts';
import {
  CENTERS_PATH,
  heading,
  openLeloWizard,
  SUBMIT_PATH,
  setUpLeloPageTests,
  storeLeloDraft,
  submitFromPhysicalAddress,
} from './test-utils/render-lelo-page.tsx';

/*
 * The phone's Back button in the secondary enrollment wizard: the steps are history
 * entries, and after the submit Back shows the confirmation again instead of 'Something went wrong'
 * and an empty step 1 (the draft is cleared on submit).
 */

setUpLeloPageTests();

describe('Lelo wizard: the browser back button', () => {
  it('shows the confirmation again when Back is pressed after the submit, on every entry of the sent form', async () => {
    storeLeloDraft();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { router } = openLeloWizard('/', {
      [CENTERS_PATH]: [jsonReply(200, CENTERS)],
      [SUBMIT_PATH]: [jsonReply(201, LELO_CONFIRMATION)],
    });
    await act(() => router.navigate('/leloStudent2'));
    await submitFromPhysicalAddress();
    expect(router.state.location.pathname).toBe('/response-lelo');

    // The entries of the classes and the physical address steps (the agreement's became the confirmation).
    for (const _entry of ['/leloStudent4', '/leloStudent2']) {
      await act(() => router.navigate(-1));
      await waitFor(() => expect(router.state.location.pathname).toBe('/response-lelo'));
      expect(await heading('Thank you, Maria Lopez!')).toBeTruthy();
      expect(screen.getByTestId('lelo-registration-id').textContent).toBe('0b6d2c1e');
    }
    expect(alert).not.toHaveBeenCalled();
    // Before the wizard: the page the family came from.
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Home')).toBeTruthy();

    // A new visit to the form's address starts a new form (another student), not the confirmation.
    await act(() => router.navigate(`/forms/${PERMALINK}`));
    expect(await heading('Registration, Location (1/7)')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/forms/${PERMALINK}`);
  });

  it("returns to the step before's entry with the wizard's own Back, keeping Forward", async () => {
    storeLeloDraft();
    const { router } = openLeloWizard('/leloStudent');
    await heading('Student Information (2/7)');
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    await heading('Parent or Guardian Information (3/7)');
    fireEvent.click(screen.getByRole('button', { name: 'Previous step' }));
    await heading('Student Information (2/7)');
    expect(router.state.historyAction).toBe('POP');
    await act(() => router.navigate(1));
    expect(await heading('Parent or Guardian Information (3/7)')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/leloStudent1');
  });

  it('moves on with Enter in a field, as Next does', async () => {
    storeLeloDraft();
    const { router } = openLeloWizard('/leloStudent');
    await heading('Student Information (2/7)');
    fireEvent.change(textbox(/^First Name/), { target: { value: '' } });
    fireEvent.keyDown(textbox(/^First Name/), { key: 'Enter' });
    expect(await screen.findByTestId('wizard-invalid-message')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/leloStudent');

    fireEvent.change(textbox(/^First Name/), { target: { value: 'rosa' } });
    fireEvent.keyDown(textbox(/^First Name/), { key: 'Enter' });
    expect(await heading('Parent or Guardian Information (3/7)')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/leloStudent1');
  });
});
