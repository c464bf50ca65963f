import type { LeloStepKey, OpenDraftResponse } from '@enroll/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useMemo } from 'react';
import { describe, expect, it, type Mock, vi } from 'vitest';
import { storeResumedDraft } from '../../components/save-for-later/server-draft-storage.ts';
import { useWizardStep } from '../../components/wizard/wizard-context.tsx';
import { RESUMED_STATE } from '../../components/wizard/wizard-history.ts';
import { preloadableLazy } from '../../lib/preloadable-lazy.ts';
import { jsonReply, mockApi } from '../../test/mock-api.ts';
import { leloStepsBeside } from './lelo-paths.ts';
import { LeloConfirmationAhead } from './lelo-step-components.ts';
import type { LeloStepComponent, LeloStepComponents } from './lelo-step-types.ts';
import { COMPLETE_DRAFT, OPEN_SESSION, PERMALINK } from './test-utils/fixtures.ts';
import { renderLeloPage, setUpLeloPageTests } from './test-utils/render-lelo-page.tsx';

/*
 * Each Lelo step is a chunk of its own, and the code of the steps Next and Back lead to is
 * fetched while the family fills the step on screen, so a move shows its step without 'Loading...'.
 * The steps are lazy stand-ins whose loaders the test watches.
 */

function standIn(text: string): LeloStepComponent {
  return function StandInStep() {
    useWizardStep(useMemo(() => ({ validate: () => true }), []));
    return <p>{text}</p>;
  };
}

type StepLoader = () => Promise<{ default: LeloStepComponent }>;

function lazySteps() {
  const loaders = new Map<LeloStepKey, Mock<StepLoader>>();
  const lazyStep = (key: LeloStepKey) => {
    const loader = vi.fn<StepLoader>(() => Promise.resolve({ default: standIn(`The ${key} step`) }));
    loaders.set(key, loader);
    return preloadableLazy(loader);
  };
  const steps: LeloStepComponents = {
    location: lazyStep('location'),
    student: lazyStep('student'),
    parent: lazyStep('parent'),
    physicalAddress: lazyStep('physicalAddress'),
    mailingAddress: lazyStep('mailingAddress'),
    classes: lazyStep('classes'),
    agreement: lazyStep('agreement'),
  };
  /** How often a step's code was asked for. */
  const loads = (key: LeloStepKey) => loaders.get(key)?.mock.calls.length ?? 0;
  return { loads, steps };
}

/** Whether a text was ever added to the page while watched (a fallback shown for a moment counts). */
function watchForText(text: string) {
  let seen = false;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if ([...record.addedNodes].some((node) => node.textContent?.includes(text))) seen = true;
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return {
    seen: () => {
      observer.disconnect();
      return seen;
    },
  };
}

/** The draft opened at `step` (the parent step, 3/7, by default), as an e-mailed link opens it. */
async function openAtParentStep(steps: LeloStepComponents, step: LeloStepKey = 'parent') {
  storeResumedDraft({
    status: 'open',
    kind: 'lelo',
    draft: { ...COMPLETE_DRAFT, isMailingAddressTheSame: 'Yes' },
    step,
    context: { permalink: PERMALINK },
    language: 'en',
    email: 'ana@example.com',
    expiresAt: '2026-12-24T00:00:00.000Z',
  } as OpenDraftResponse);
  const { router } = renderLeloPage('/', { stepComponents: steps });
  await act(() => router.navigate(`/forms/${PERMALINK}`, { replace: true, state: RESUMED_STATE }));
  return router;
}

setUpLeloPageTests();

describe('Lelo wizard: the steps beside are ready before a move', () => {
  it('names what Next and Back lead to, skipping the mailing step when the address is the same', () => {
    expect(leloStepsBeside(0, '')).toEqual(['student']);
    expect(leloStepsBeside(2, 'Yes')).toEqual(['physicalAddress', 'student']);
    // From the physical address: the classes (the answer says the same) and the mailing step of the table.
    expect(leloStepsBeside(3, 'Yes')).toEqual(['classes', 'mailingAddress', 'parent']);
    expect(leloStepsBeside(3, 'No')).toEqual(['mailingAddress', 'parent']);
    expect(leloStepsBeside(5, 'Yes')).toEqual(['agreement', 'physicalAddress']);
    expect(leloStepsBeside(6, 'Yes')).toEqual(['classes']);
  });

  it("fetches the steps beside while a step is filled, and Next and Back show them without 'Loading...'", async () => {
    mockApi({ [`/api/sessions/${PERMALINK}`]: [jsonReply(200, OPEN_SESSION)] });
    const { loads, steps } = lazySteps();
    await openAtParentStep(steps);
    expect(await screen.findByText('The parent step')).toBeTruthy();

    await waitFor(() => expect(loads('physicalAddress')).toBe(1));
    await waitFor(() => expect(loads('student')).toBe(1));
    expect(loads('classes')).toBe(0);
    expect(loads('agreement')).toBe(0);

    const next = watchForText('Loading');
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(await screen.findByText('The physicalAddress step')).toBeTruthy();
    expect(next.seen()).toBe(false);

    // On the physical address, the classes step is fetched in turn; Back's step is in already.
    await waitFor(() => expect(loads('classes')).toBe(1));
    const back = watchForText('Loading');
    fireEvent.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(await screen.findByText('The parent step')).toBeTruthy();
    expect(back.seen()).toBe(false);
    expect(loads('parent')).toBe(1);
  });

  it('fetches the confirmation page, a chunk of its own, while the agreement step is filled', async () => {
    mockApi({ [`/api/sessions/${PERMALINK}`]: [jsonReply(200, OPEN_SESSION)] });
    const { loads, steps } = lazySteps();
    await openAtParentStep(steps, 'classes');
    expect(await screen.findByText('The classes step')).toBeTruthy();
    // The classes step fetches what is beside it, not the confirmation: its sanitizer stays out.
    await waitFor(() => expect(loads('agreement')).toBe(1));
    expect(LeloConfirmationAhead.isLoaded()).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(await screen.findByText('The agreement step')).toBeTruthy();
    await waitFor(() => expect(LeloConfirmationAhead.isLoaded()).toBe(true));
  });
});
