import { cleanup } from '@testing-library/react';
import { useMemo } from 'react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { useWizardStep } from '../../../components/wizard/wizard-context.tsx';
import { preload } from '../../../lib/preloadable-lazy.ts';
import { stubResizeObserver } from '../../../test/mock-api.ts';
import { renderWithRouter } from '../../../test/render-with-router.tsx';
import { LeloConfirmationPage } from '../lelo-confirmation-page.tsx';
import { LeloPage } from '../lelo-page.tsx';
import { LELO_STEP_PATHS } from '../lelo-paths.ts';
import { LELO_STEP_COMPONENTS } from '../lelo-step-components.ts';
// The step schemas are a chunk the wizard fetches once the family is using the page, or at the first
// check. Imported here up front, so a test's first Next does not wait for Vite to transform
// zod and the domain schemas on a loaded machine (a CI run timed out that way).
import '../lelo-step-schemas.ts';
import type { LeloStepComponents } from '../lelo-step-types.ts';
import { SessionClosedPage } from '../session-closed-page.tsx';
import { PERMALINK } from './fixtures.ts';

/** The API addresses of the fixtures' session: the session, its learning centers, the submit. */
export const SESSION_PATH = `/api/sessions/${PERMALINK}`;
export const CENTERS_PATH = `/api/courses/${PERMALINK}`;
export const SUBMIT_PATH = '/api/leloRegistration';

/** A stand-in for the classes and agreement steps: always valid. */
function PassStep() {
  useWizardStep(useMemo(() => ({ validate: () => true }), []));
  return <p>Stand-in step</p>;
}

/** The wizard's steps with stand-ins for the classes and agreement steps (their own tests walk them). */
export const STAND_IN_STEPS: LeloStepComponents = {
  ...LELO_STEP_COMPONENTS,
  classes: PassStep,
  agreement: PassStep,
};

const WIZARD_PATHS = ['/forms/:permalink', '/forms/:permalink/:uuid', ...LELO_STEP_PATHS];

/** The Lelo routes as the app's router declares them (one layout route for the wizard's addresses). */
export function leloRoutes(stepComponents?: LeloStepComponents): RouteObject[] {
  return [
    {
      element: <LeloPage {...(stepComponents ? { stepComponents } : {})} />,
      children: WIZARD_PATHS.map((path) => ({ path, element: null })),
    },
    { path: '/response-lelo', element: <LeloConfirmationPage /> },
    { path: '/sessionExpired/:permalink', element: <SessionClosedPage /> },
    { path: '/sessionExpired/:permalink/:uuid', element: <SessionClosedPage /> },
  ];
}

/** The Lelo pages with the app's providers in the app's router over a memory history (the leave warning needs it). */
export function renderLeloPage(
  url: string,
  { stepComponents, host = 'localhost' }: { stepComponents?: LeloStepComponents; host?: string } = {},
) {
  return renderWithRouter(leloRoutes(stepComponents), { url, host });
}

/**
 * Each test of the Lelo page starts with an empty tab (sessionStorage), a ResizeObserver for the
 * signature pads and a scrollTo for the wizard's moves, and ends with its rendering and stubs removed.
 */
export function setUpLeloPageTests(): void {
  // The steps are lazy chunks; loaded once up front, a step renders with its heading, as on a
  // page whose next step was fetched ahead. lelo-prefetch.test.tsx tests the loading itself.
  beforeAll(() => Promise.all(Object.values(LELO_STEP_COMPONENTS).map(preload)));
  beforeEach(() => {
    stubResizeObserver();
    vi.stubGlobal('scrollTo', vi.fn());
    window.sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
