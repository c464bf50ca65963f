import { emptyRegistrationDraft } from '@enroll/domain';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { jsonReply, stubResizeObserver } from '../../../test/mock-api.ts';
import { renderWithRouter } from '../../../test/render-with-router.tsx';
import { RegistrationPage } from '../registration-page.tsx';
import { registrationStorageKey } from '../registration-query.ts';
import type { StoredRegistration } from '../registration-storage.ts';
// The step schemas are a chunk the wizard fetches once the family is using the page, or at the first
// check. Imported here up front, so a test's first Next does not wait for Vite to transform
// zod and the domain schemas on a loaded machine (a CI run timed out that way).
import '../registration-step-schemas.ts';
import { PUBLIC_BRANDS } from '../../../test/public-brands-fixture.ts';
import type { StepComponents } from '../step-types.ts';
import { SITE_ID, siteOf } from './fixtures.ts';

export { mockApi, type RecordedRequest } from '../../../test/mock-api.ts';

interface RenderOptions {
  url?: string;
  host?: string;
  stepComponents?: StepComponents;
}

/** The registration page with the app's providers in the app's router (the leave warning needs it). */
export function renderRegistrationPage({
  url = '/register',
  host = 'localhost',
  stepComponents,
}: RenderOptions = {}) {
  const page = <RegistrationPage {...(stepComponents ? { stepComponents } : {})} />;
  return renderWithRouter(
    [
      { path: '/register', element: page },
      { path: '/register-interest', element: page },
    ],
    { url, host },
  );
}

export const reply = {
  json: jsonReply,
  notFound: () => jsonReply(404, { message: 'Not found' }),
  serverError: () => jsonReply(500, { message: 'Internal error' }),
  networkError: () => new TypeError('Failed to fetch'),
};

/** jsdom lacks ResizeObserver (Fluent's MessageBar) and implements no scrolling. */
export function stubBrowser(): { scrollTo: ReturnType<typeof vi.fn> } {
  stubResizeObserver();
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  return { scrollTo };
}

/** The replies of the test site on `brandName`'s brand and of the brands list. */
export function siteReplies(brandName = 'Learn4Life') {
  return {
    [`/api/sites/${SITE_ID}`]: [reply.json(200, siteOf(brandName))],
    '/api/brands': [reply.json(200, PUBLIC_BRANDS)],
  };
}

/** Where this tab keeps the test site's draft (no pre-registration). */
export const DRAFT_KEY = registrationStorageKey({ site: SITE_ID, uuid: null });

/** Stores the test site's draft in this tab as the wizard leaves it: an empty draft on step 1 unless told. */
export function storeRegistrationDraft(stored: Partial<StoredRegistration> = {}, key = DRAFT_KEY): void {
  window.sessionStorage.setItem(
    key,
    JSON.stringify({ draft: emptyRegistrationDraft(), level: 1, idempotencyKey: 'key-12345678', ...stored }),
  );
}

/**
 * Each test of the page starts with the browser stubbed and this tab's and device's storage empty, and
 * ends with its rendering, stubs and spies removed.
 */
export function setUpRegistrationPageTests(): void {
  beforeEach(() => {
    stubBrowser();
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
