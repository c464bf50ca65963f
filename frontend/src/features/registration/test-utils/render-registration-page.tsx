import { vi } from 'vitest';
import { jsonReply, stubResizeObserver } from '../../../test/mock-api.ts';
import { renderWithRouter } from '../../../test/render-with-router.tsx';
import { RegistrationPage } from '../registration-page.tsx';
// The step schemas are a chunk the wizard fetches once the family is using the page, or at the first
// check. Imported here up front, so a test's first Next does not wait for Vite to transform
// zod and the domain schemas on a loaded machine (a CI run timed out that way).
import '../registration-step-schemas.ts';
import type { StepComponents } from '../step-types.ts';

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
