import type { LeloDraft } from '@enroll/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useMemo } from 'react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { useWizardStep } from '../../../components/wizard/wizard-context.tsx';
import { preload } from '../../../lib/preloadable-lazy.ts';
import { jsonReply, mockApi, type Reply, stubResizeObserver } from '../../../test/mock-api.ts';
import { renderWithRouter } from '../../../test/render-with-router.tsx';
import { LeloConfirmationPage } from '../lelo-confirmation-page.tsx';
import { LeloPage } from '../lelo-page.tsx';
import { LELO_STEP_PATHS } from '../lelo-paths.ts';
import { LELO_STEP_COMPONENTS } from '../lelo-step-components.ts';
import { leloDraftKey, type StoredLelo } from '../lelo-storage.ts';
// The step schemas are a chunk the wizard fetches once the family is using the page, or at the first
// check. Imported here up front, so a test's first Next does not wait for Vite to transform
// zod and the domain schemas on a loaded machine (a CI run timed out that way).
import '../lelo-step-schemas.ts';
import type { LeloStepComponents } from '../lelo-step-types.ts';
import { SessionClosedPage } from '../session-closed-page.tsx';
import { COMPLETE_DRAFT, OPEN_SESSION, PERMALINK } from './fixtures.ts';

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
 * The wizard at `url` with the stand-in classes and agreement steps, the fixtures' open session and
 * `api` answering: the render and the mock API's `requests`.
 */
export function openLeloWizard(url: string, api: Record<string, Reply[]> = {}) {
  const { requests } = mockApi({ [SESSION_PATH]: [jsonReply(200, OPEN_SESSION)], ...api });
  return { ...renderLeloPage(url, { stepComponents: STAND_IN_STEPS }), requests };
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

/** The page's level-1 heading of that name, once it shows. */
export function heading(name: string): Promise<HTMLElement> {
  return screen.findByRole('heading', { level: 1, name });
}

/**
 * Stores the complete draft with `draft`'s fields in this tab as the wizard left it, and makes it the
 * current one; `uuid` for a pre-registration, `locked` when its step 1 is read-only, `signs` when its
 * submit signs the pre-registration. Returns the draft's storage key.
 */
export function storeLeloDraft(
  draft: Partial<LeloDraft> = {},
  {
    uuid = null,
    locked = false,
    signs = locked,
  }: { uuid?: string | null; locked?: boolean; signs?: boolean } = {},
): string {
  const stored: StoredLelo = {
    permalink: PERMALINK,
    uuid,
    draft: { ...COMPLETE_DRAFT, ...draft },
    idempotencyKey: 'key-0001',
    locationLocked: locked,
    noOfferingPhone: null,
    signsPreRegistration: signs,
  };
  const key = leloDraftKey(stored);
  window.sessionStorage.setItem(key, JSON.stringify(stored));
  window.sessionStorage.setItem('lelo-wizard:current', JSON.stringify({ permalink: PERMALINK, uuid }));
  return key;
}

/**
 * From the physical address step of a complete draft (classes and agreement stand-ins): Next, Next,
 * Submit, up to the thank-you of Maria Lopez.
 */
export async function submitFromPhysicalAddress(): Promise<void> {
  await heading('Physical Address (4/7)');
  fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
  await heading('Registration for Classes (6/7)');
  fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
  await heading('Agreement (7/7)');
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await heading('Thank you, Maria Lopez!');
}
