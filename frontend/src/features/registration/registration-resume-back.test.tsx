import { emptyRegistrationDraft } from '@enroll/domain';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResumePage } from '../../components/save-for-later/resume-page.tsx';
import { levelCameFrom } from '../../components/wizard/wizard-history.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { RegistrationPage } from './registration-page.tsx';
import { SITE_ID } from './test-utils/fixtures.ts';
import { PARENT, PREFERENCE, PREFERENCE_PARENT_STEPS } from './test-utils/preference-parent-steps.tsx';
import { mockApi, reply, siteReplies, stubBrowser } from './test-utils/render-registration-page.tsx';

/*
 * Back after a resumed registration: /resume#token= hands the draft over and replaces its
 * own entry with the wizard on the saved step. The wizard's Back and the phone's Back then go to the
 * step before, never to /resume (its token is spent). Holston: step 2 Student Preference, step 3 Parent.
 */

const STEPS = PREFERENCE_PARENT_STEPS;

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/**
 * Resolves once the wizard stands on the saved step's own entry, pushed after the entry of the step
 * before: the resume page's entry shows the same step and URL for a moment before that.
 */
async function onSavedStepEntry(router: ReturnType<typeof openResumeLink>['router']) {
  await heading(PARENT);
  await waitFor(() => {
    expect(router.state.location.search).toBe(`?site=${SITE_ID}&step=3`);
    // Levels count from 0: step 2 is level 1.
    expect(levelCameFrom(router.state.location.state)).toBe(1);
  });
}

function openResumeLink() {
  mockApi({
    '/api/drafts/exchange': [
      reply.json(200, {
        status: 'open',
        kind: 'registration',
        draft: { ...emptyRegistrationDraft(), studentName: 'Mari', preferredpronouns: 'She/Her/Hers' },
        level: 2,
        context: { site: SITE_ID },
        language: 'en',
        email: 'rosa@example.com',
        expiresAt: '2030-01-01T00:00:00.000Z',
      }),
    ],
    ...siteReplies('Holston'),
  });
  window.history.replaceState(null, '', `/resume#token=${'a'.repeat(43)}`);
  const page = <RegistrationPage stepComponents={STEPS} />;
  return renderWithRouter(
    [
      { path: '/resume', element: <ResumePage /> },
      { path: '/register', element: page },
    ],
    { url: '/resume', host: 'localhost' },
  );
}

beforeEach(() => {
  stubBrowser();
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('registration wizard: Back after a resumed draft', () => {
  it("goes to the step before's entry with the wizard's Back, keeping Forward", async () => {
    const { router } = openResumeLink();
    await onSavedStepEntry(router);

    fireEvent.click(screen.getByRole('button', { name: 'Previous step' }));
    await heading(PREFERENCE);
    await waitFor(() => expect(router.state.location.search).toBe(`?site=${SITE_ID}&step=2`));
    expect(router.state.location.pathname).toBe('/register');
    // History back (the entry the wizard made before the saved step), so Forward returns to it.
    expect(router.state.historyAction).toBe('POP');
    await act(() => router.navigate(1));
    await heading(PARENT);
  });

  // Known to fail about once in ten clean-clone runs on the two-core machine: the phone's Back stays
  // on the saved step, as if the entry before were still /resume (refused by the leave warning), though
  // the entry waited for is the pushed one. Retried while that cause is unknown;
  // a Back that never works still fails it.
  it("goes to the step before with the phone's Back, not to the spent /resume", { retry: 2 }, async () => {
    const { router } = openResumeLink();
    await onSavedStepEntry(router);

    await act(() => router.navigate(-1));
    await heading(PREFERENCE);
    expect(router.state.location.pathname).toBe('/register');
    expect(router.state.location.search).toBe(`?site=${SITE_ID}&step=2`);
  });
});
