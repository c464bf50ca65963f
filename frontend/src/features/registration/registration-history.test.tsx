import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pressAsSoonAsShown } from '../../test/press-as-soon-as-shown.ts';
import type { StoredRegistration } from './registration-storage.ts';
import { SITE_ID } from './test-utils/fixtures.ts';
import {
  PARENT,
  PREFERENCE,
  PREFERENCE_DRAFT,
  PREFERENCE_PARENT_STEPS,
} from './test-utils/preference-parent-steps.tsx';
import {
  DRAFT_KEY,
  mockApi,
  renderRegistrationPage,
  reply,
  setUpRegistrationPageTests,
  siteReplies,
  storeRegistrationDraft,
} from './test-utils/render-registration-page.tsx';

/*
 * The phone's Back and Forward buttons in the registration wizard: each step is a history
 * entry (?step=n), so the browser walks the steps the wizard's buttons walk, keeping what was typed.
 * Holston is a short (11-step) brand: step 2 is Student Preference, step 3 Parent 1 Information.
 */

const KEY = DRAFT_KEY;
const URL = `/register?site=${SITE_ID}`;
const STEPS = PREFERENCE_PARENT_STEPS;

function store(stored: Partial<StoredRegistration> = {}) {
  storeRegistrationDraft({ draft: PREFERENCE_DRAFT, ...stored });
}

function input(label: string): HTMLInputElement {
  const element = screen.getByLabelText(label);
  if (!(element instanceof HTMLInputElement)) throw new Error(`${label} is not an input`);
  return element;
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

function open(url = URL) {
  mockApi(siteReplies('Holston'));
  return renderRegistrationPage({ url, stepComponents: STEPS });
}

setUpRegistrationPageTests();

describe('registration wizard: the browser back and forward buttons', () => {
  it('names the step in the address, and nothing else of the draft', async () => {
    store();
    const { router } = open();
    await heading(PREFERENCE);
    await waitFor(() => expect(router.state.location.search).toBe(`?site=${SITE_ID}&step=2`));
    // The entry the wizard opened on is named, not added to.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes back to the previous step with what was typed there, and forward again', async () => {
    store();
    const { router } = open();
    await heading(PREFERENCE);
    fireEvent.change(input('Preferred Name'), { target: { value: 'Marisol' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    await heading(PARENT);
    expect(router.state.location.search).toBe(`?site=${SITE_ID}&step=3`);
    fireEvent.change(input('Parent First Name'), { target: { value: 'Rosa' } });

    await act(() => router.navigate(-1));
    const back = await heading(PREFERENCE);
    expect(input('Preferred Name').value).toBe('Marisol');
    // Back is a move: the step's heading gets the focus, no message (nothing was checked).
    await waitFor(() => expect(document.activeElement).toBe(back));
    expect(screen.queryByText('Please fill out the required fields')).toBeNull();
    expect(router.state.location.search).toBe(`?site=${SITE_ID}&step=2`);

    await act(() => router.navigate(1));
    await heading(PARENT);
    expect(input('Parent First Name').value).toBe('Rosa');
    const saved = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as StoredRegistration;
    expect(saved.level).toBe(2);
    expect(saved.draft.pgFirstName).toBe('Rosa');
  });

  it("returns to the step before's entry with the wizard's own Back, keeping Forward", async () => {
    store();
    const { router } = open();
    await heading(PREFERENCE);
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    await heading(PARENT);
    fireEvent.click(screen.getByRole('button', { name: 'Previous step' }));
    await heading(PREFERENCE);
    expect(router.state.historyAction).toBe('POP');
    expect(router.state.location.search).toBe(`?site=${SITE_ID}&step=2`);
    // Forward is still there (it was not replaced by a new entry).
    await act(() => router.navigate(1));
    await heading(PARENT);
  });

  it('keeps the thank-you when Back is pressed after the submit (the draft is gone)', async () => {
    store({ level: 9 });
    mockApi({
      ...siteReplies('Holston'),
      '/api/registration/public': [reply.json(201, { id: 'registration-1', _uuid: 'u-1' })],
    });
    const { router } = renderRegistrationPage({ url: URL, stepComponents: STEPS });
    await heading('Release Requests');
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    await heading('Parent Custody Information');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByTestId('registration-thank-you');
    expect(router.state.location.search).toBe(`?site=${SITE_ID}`);

    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe(`?site=${SITE_ID}`));
    expect(screen.getByTestId('registration-thank-you')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Release Requests' })).toBeNull();
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });

  it('moves on with a Next pressed the moment the step shows, before its effects have run', async () => {
    store({ level: 9 });
    const pressed = pressAsSoonAsShown(() =>
      screen.queryByRole('heading', { level: 1, name: 'Release Requests' })
        ? screen.queryByRole('button', { name: 'Next step' })
        : null,
    );
    const { router } = open();
    await pressed;
    await heading('Parent Custody Information');
    expect(router.state.location.search).toBe(`?site=${SITE_ID}&step=11`);
  });

  it('moves on with Enter in a field, as Next does', async () => {
    store();
    const { router } = open();
    await heading(PREFERENCE);
    fireEvent.keyDown(input('Preferred Name'), { key: 'Enter' });
    await heading(PARENT);
    expect(router.state.location.search).toBe(`?site=${SITE_ID}&step=3`);

    // A step that does not pass stays, with the message.
    await act(() => router.navigate(-1));
    await heading(PREFERENCE);
    fireEvent.change(input('Preferred Name'), { target: { value: '' } });
    fireEvent.keyDown(input('Preferred Name'), { key: 'Enter' });
    expect(await screen.findByText('Please fill out the required fields')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: PREFERENCE })).toBeTruthy();
  });

  it('stays on the step of the address after a reload, never ahead of the saved one', async () => {
    store({ level: 2 });
    const first = open(`${URL}&step=2`);
    await heading(PREFERENCE);
    first.unmount();

    // ?step= past where the family got to (typed or shared) opens the saved step instead.
    store({ level: 1 });
    const { router } = open(`${URL}&step=9`);
    await heading(PREFERENCE);
    await waitFor(() => expect(router.state.location.search).toBe(`?site=${SITE_ID}&step=2`));
  });

  it('opens a shared address with a step on step 1 when this tab has no draft', async () => {
    const { router } = open(`${URL}&step=3`);
    expect(await heading('Student Information')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(`?site=${SITE_ID}&step=1`));
  });
});
