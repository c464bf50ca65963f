import { act, screen } from '@testing-library/react';
import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicLayout } from '../components/public-layout/public-layout.tsx';
import { LELO_STEP_COMPONENTS } from '../features/lelo/lelo-step-components.ts';
import { STEP_COMPONENTS } from '../features/registration/step-components.ts';
import { isLoaded } from '../lib/preloadable-lazy.ts';
import { staffUser } from '../staff-session/test-utils/render-staff-page.tsx';
import { jsonReply, mockApi, stubResizeObserver } from '../test/mock-api.ts';
import { renderWithRouter } from '../test/render-with-router.tsx';
import { appRoutes, preloadPage } from './routes.tsx';
import { staffPageRoutes } from './staff-routes.tsx';

afterEach(() => vi.unstubAllGlobals());

/** Every path of a route table, its children's included. */
function allPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...allPaths(route.children ?? [])]);
}

/** The path of the innermost route `pathname` matches in `routes`. */
function matchedPath(routes: RouteObject[], pathname: string): string | undefined {
  return matchRoutes(routes, pathname)?.at(-1)?.route.path;
}

describe('the route table', () => {
  it('carries no staff route itself: the public first load does not hold the staff table', () => {
    const paths = allPaths(appRoutes);
    expect(paths).toContain('/register');
    expect(paths).not.toContain('/dashboard');
    expect(paths).not.toContain('/interest-forms');
  });

  it("sends an address no public page has to the staff table, which has the staff pages and 'not found'", () => {
    expect(matchedPath(appRoutes, '/interest-forms')).toBe('*');
    expect(matchedPath(staffPageRoutes, '/interest-forms')).toBe('/interest-forms');
    expect(matchedPath(staffPageRoutes, '/not-a-page')).toBe('*');
  });

  it("frames every family page with the footer's 'Continue a saved form', and no staff page", () => {
    const framed = (pathname: string) =>
      matchRoutes(appRoutes, pathname)?.some(
        (match) => isValidElement(match.route.element) && match.route.element.type === PublicLayout,
      ) ?? false;
    for (const pathname of [
      '/',
      '/information',
      '/interest',
      '/register',
      '/register-interest',
      '/forms/summer-intersession-2027',
      '/leloStudent2',
      '/response-lelo',
      '/sessionExpired/summer-intersession-2027',
      '/resume',
    ])
      expect(framed(pathname), pathname).toBe(true);
    for (const pathname of ['/continue', '/admin-login', '/dashboard', '/interest-forms'])
      expect(framed(pathname), pathname).toBe(false);
  });

  it('keeps a public address with a parameter off the staff table', () => {
    expect(matchedPath(appRoutes, '/forms/summer-intersession-2027')).toBe('/forms/:permalink');
    expect(matchedPath(appRoutes, '/sessionExpired/summer-intersession-2027')).toBe(
      '/sessionExpired/:permalink',
    );
  });

  it.each([
    ['/register', () => isLoaded(STEP_COMPONENTS.studentInformation)],
    ['/forms/summer-intersession-2027', () => isLoaded(LELO_STEP_COMPONENTS.location)],
  ])(
    "preloads %s with the wizard's first step, so the first render shows it",
    async (pathname, firstStepLoaded) => {
      // Each test file has its own module registry: no other test has loaded the step yet.
      expect(firstStepLoaded()).toBe(false);
      await preloadPage(pathname);
      expect(firstStepLoaded()).toBe(true);
    },
    30_000,
  );

  it('shows a staff page when a public page moves to it, and the not-found page for an unknown address', async () => {
    stubResizeObserver();
    mockApi({ '/api/auth/me': [jsonReply(200, staffUser({ level: 4 }))] });
    const { router } = renderWithRouter(appRoutes, { url: '/not-a-page', host: 'localhost' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 20_000 }),
    ).toBeTruthy();

    await act(() => router.navigate('/dashboard'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 20_000 }),
    ).toBeTruthy();
    await act(() => router.navigate('/still-not-a-page'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  }, 60_000);
});
